import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNavigation, usePageParam } from '../../../components/page-navigation';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useMyClasses } from '../api/get-profile-courses';
import { ClassProgressCard } from './class-progress-card';

function MyClassesList({ profileId }: { profileId: string }) {
  const { t } = useTranslation('classes');
  const [page, setPage] = usePageParam();
  const query = useMyClasses(profileId, page);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={230} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const { items, meta } = query.data;
  if (items.length === 0) {
    return (
      <Card bg="sand.0" ta="center" py="xl">
        <Text c="dimmed">{t('my.empty')}</Text>
        <Button
          mt="md"
          mx="auto"
          w="fit-content"
          component={Link}
          to={paths.dashboard.exploreClasses.getHref()}
        >
          {t('my.explore')}
        </Button>
      </Card>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((course) => (
          <ClassProgressCard key={course.class.id} course={course} />
        ))}
      </SimpleGrid>
      <PageNavigation total={meta.totalPages} value={page} onChange={setPage} />
    </>
  );
}

/** The active profile's classes with their progress. */
export function MyClasses() {
  const { t } = useTranslation('classes');
  const profileId = useActiveProfileId();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('my.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('my.intro')}
        </Text>
      </div>
      {profileId ? <MyClassesList profileId={profileId} /> : null}
    </Stack>
  );
}
