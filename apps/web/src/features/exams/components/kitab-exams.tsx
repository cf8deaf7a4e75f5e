import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { formatDateTime, formatDuration } from '../../../lib/format';
import { useKitabExams } from '../api/get-kitab-exams';
import { ExamStateBadge } from './exam-state-badge';
import { BidiText } from '../../../components/bidi-text';

function ExamList({ kitabId, profileId }: { kitabId: string; profileId: string }) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const query = useKitabExams(kitabId, profileId);
  // A profile without access to the kitab sees no exams here (the class page says how to join).
  if (query.isPending) return <Skeleton h={40} mt="xs" />;
  if (query.isError || query.data.length === 0) return null;
  return (
    <Stack component="section" gap={6} mt="sm" aria-label={t('outline.label')}>
      <Text size="sm" fw={700}>
        {t('outline.title')}
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((exam) => (
          <li key={exam.id}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={paths.dashboard.exam.getHref(exam.kitabId, exam.id)}
                  fw={600}
                  size="sm"
                >
                  <BidiText>{exam.title[language]}</BidiText>
                </Anchor>
                <Text size="xs" c="gray.7">
                  {t('outline.window', {
                    opens: formatDateTime(exam.opensAt, language),
                    duration: formatDuration(exam.durationMinutes, language),
                  })}
                </Text>
              </div>
              <ExamStateBadge state={exam.state} />
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** A kitab's exams with the profile's state, under the kitab on the class page. */
export function KitabExams({ kitabId }: { kitabId: string }) {
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <ExamList kitabId={kitabId} profileId={profileId} />;
}
