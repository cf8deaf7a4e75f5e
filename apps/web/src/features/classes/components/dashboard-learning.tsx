import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { formatDateTime } from '../../../lib/format';
import { useRecentCourses } from '../api/get-profile-courses';
import { ClassProgressCard } from './class-progress-card';

function ContinueLearning({ profileId }: { profileId: string }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const query = useRecentCourses(profileId);
  // Sorted by last access, newest first: the first class with one is where the learner left off.
  const last = query.data?.items.find((course) => course.lastAccess);
  return (
    <Card component="section" aria-labelledby="continue-title" bg="green.8" c="white" mih={132}>
      <Title order={2} size="h4" id="continue-title" c="white">
        {t('dashboard.continue')}
      </Title>
      {query.isPending ? (
        <Skeleton h={56} mt="sm" opacity={0.3} />
      ) : query.isError ? (
        <Text mt="sm">{t('dashboard.unavailable')}</Text>
      ) : last?.lastAccess ? (
        <Group justify="space-between" mt="sm" gap="sm">
          <div>
            <Text fw={700}>{last.lastAccess.courseTitle[language]}</Text>
            <Text size="sm" c="green.0">
              {last.class.title[language]} · {formatDateTime(last.lastAccess.accessedAt, language)}
            </Text>
          </div>
          <Button
            color="gold"
            component={Link}
            to={paths.dashboard.material.getHref(
              last.lastAccess.kitabId,
              last.lastAccess.pertemuanId,
              last.lastAccess.courseId,
            )}
          >
            {t('dashboard.continueButton')}
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" mt="sm">
          <Text c="green.0">{t('dashboard.nothingYet')}</Text>
          <Button color="gold" component={Link} to={paths.dashboard.exploreClasses.getHref()}>
            {t('my.explore')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function MyProgress({ profileId }: { profileId: string }) {
  const { t } = useTranslation('classes');
  const query = useRecentCourses(profileId);
  return (
    <section aria-labelledby="progress-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="progress-title">
          {t('dashboard.progress')}
        </Title>
        <Anchor component={Link} to={paths.dashboard.myClasses.getHref()} size="sm" className="tap-target">
          {t('dashboard.allClasses')}
        </Anchor>
      </Group>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={230} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('my.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {query.data.items.map((course) => (
            <ClassProgressCard key={course.class.id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/**
 * The dashboard's study part: continue where the learner left off, next meetings (given by the
 * route: the meetings feature's card), progress.
 */
export function DashboardLearning({ meetings }: { meetings: ReactNode }) {
  const profileId = useActiveProfileId();
  // The dashboard layout asks for a profile first; this only guards the types.
  if (!profileId) return null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContinueLearning profileId={profileId} />
        {meetings}
      </SimpleGrid>
      <MyProgress profileId={profileId} />
    </Stack>
  );
}
