import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageNavigation, usePageParam } from '../../../components/page-navigation';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useUpcomingClasses } from '../api/get-upcoming-classes';
import { ClassGrid } from './class-grid';
import { useProfileEnrolments } from '../api/get-profile-courses';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useActiveProfile } from '../../../hooks/use-active-profile';

/** Classes that have not started yet and are open to the active profile, soonest first. */
export function UpcomingClasses() {
  const { t } = useTranslation('classes');
  const enrolments = useProfileEnrolments(useActiveProfileId());
  const [page, setPage] = usePageParam();
  // A sister is not offered a brothers-only class, nor a brother a sisters-only one.
  const query = useUpcomingClasses(page, 12, useActiveProfile().profile?.gender ?? undefined);
  const meta = query.data?.meta;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('upcoming.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('upcoming.intro')}
        </Text>
      </div>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ClassGrid
          label={t('upcoming.title')}
          items={query.data?.items}
          loading={query.isPending}
          hrefOf={(item) => paths.dashboard.classDetail.getHref(item.id)}
          empty={t('upcoming.empty')}
          placeholders={6}
          enrolments={enrolments.data}
        />
      )}
      <PageNavigation total={meta?.totalPages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
