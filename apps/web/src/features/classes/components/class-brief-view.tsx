import { Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useClassBrief } from '../api/get-class-brief';
import { ClassStateBadge } from './class-state-badge';
import { BidiText } from '../../../components/bidi-text';

function BriefSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Card>
  );
}

/** What to prepare and the rules of a class, read before joining or the first meeting. */
export function ClassBriefView({ classKey }: { classKey: string }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const profileId = useActiveProfileId();
  const query = useClassBrief(classKey, profileId);

  if (query.isPending) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={40} w="60%" />
        <Skeleton h={140} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const brief = query.data;
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={paths.dashboard.classDetail.getHref(brief.classId)} size="sm">
        ← {t('brief.back')}
      </Anchor>
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          {t('brief.eyebrow')}
        </Text>
        <Title order={1} size="h2" c="green.9">
          <BidiText>{brief.title[language]}</BidiText>
        </Title>
        <div style={{ marginTop: 6 }}>
          <ClassStateBadge state={brief.state} />
        </div>
      </div>
      <BriefSection id="brief-schedule" title={t('brief.schedule')} text={brief.lessonSchedule[language]} />
      <BriefSection id="brief-prepare" title={t('brief.prepare')} text={brief.prepare[language]} />
      <BriefSection id="brief-rules" title={t('brief.rules')} text={brief.rules[language]} />
      {brief.enrolled && brief.telegramUrl ? (
        <Button
          component="a"
          href={brief.telegramUrl}
          target="_blank"
          rel="noopener"
          variant="outline"
          w="fit-content"
        >
          {t('action.telegram')}
        </Button>
      ) : null}
    </Stack>
  );
}
