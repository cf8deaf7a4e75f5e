import type { KitabSummary } from '@academy/contract/catalogue';
import { Button, Group, Progress, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useKitab } from '../api/get-kitab';
import { firstUnfinished } from '../course-order';
import { DownloadButton } from '../../offline/components/download-button';

function Outline({ kitabSummary, profileId }: { kitabSummary: KitabSummary; profileId: string }) {
  const { t } = useTranslation('kitab');
  const language = useLanguage();
  const query = useKitab(kitabSummary.id, profileId);
  if (query.isPending) return <Skeleton h={64} mt="xs" />;
  if (query.isError) {
    return (
      <Text size="sm" c="red.7" mt="xs" role="alert">
        {query.error.message}
      </Text>
    );
  }
  const kitab = query.data;
  const start = firstUnfinished(kitab.pertemuan);
  const title = kitabSummary.title[language];
  return (
    <Group justify="space-between" align="flex-end" mt="xs" gap="sm">
      <div style={{ flex: 1, minWidth: 180 }}>
        <Progress value={kitab.progress.percent} aria-label={t('outline.progressOf', { title })} size="sm" />
        <Text size="xs" c="dimmed" mt={4}>
          {t('outline.progress', {
            completed: kitab.progress.completed,
            total: kitab.progress.total,
            percent: kitab.progress.percent,
          })}
        </Text>
      </div>
      <DownloadButton kitabId={kitab.id} title={title} />
      {start ? (
        <Button
          component={Link}
          to={paths.dashboard.material.getHref(kitab.id, start.pertemuanId, start.courseId)}
          aria-label={t(kitab.progress.completed > 0 ? 'outline.continueLabel' : 'outline.startLabel', {
            title,
          })}
        >
          {t(kitab.progress.completed > 0 ? 'outline.continue' : 'outline.start')}
        </Button>
      ) : null}
    </Group>
  );
}

/** An enrolled learner's way into a kitab from the class page: progress and start/continue. */
export function KitabOutline({ kitab }: { kitab: KitabSummary }) {
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <Outline kitabSummary={kitab} profileId={profileId} />;
}
