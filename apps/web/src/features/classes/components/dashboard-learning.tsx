import { examStateLabels } from '@academy/contract/exam-state';
import type { UpcomingItem } from '@academy/contract/kitab';
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { formatDateTime } from '../../../lib/format';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { useProfileCourses } from '../api/get-profile-courses';
import { useProfileUpcoming } from '../api/get-profile-upcoming';
import { ClassProgressCard } from './class-progress-card';

function ContinueLearning({ profileId }: { profileId: string }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const query = useProfileCourses(profileId, 1, 6, 'lastAccessAt');
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

/** A meeting (linked to its first material) or an exam (linked to the exam, with its state). */
function UpcomingEntry({ item }: { item: UpcomingItem }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const title =
    item.kind === 'exam'
      ? t('dashboard.exam', { title: item.title[language] })
      : t('dashboard.meeting', meetingTitleOptions(item.number, item.title[language]));
  const href =
    item.kind === 'exam'
      ? paths.dashboard.exam.getHref(item.kitab.id, item.examId)
      : item.firstCourseId
        ? paths.dashboard.material.getHref(item.kitab.id, item.pertemuanId, item.firstCourseId)
        : null;
  return (
    <li>
      <Text size="sm" fw={600}>
        {href ? (
          <Anchor component={Link} to={href}>
            {title}
          </Anchor>
        ) : (
          title
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {item.class.title[language]} · {formatDateTime(item.scheduledAt, language)}
        {item.kind === 'exam' ? ` · ${t(examStateLabels[item.state], { ns: 'validation' })}` : null}
      </Text>
    </li>
  );
}

function UpcomingMeetings({ profileId }: { profileId: string }) {
  const { t } = useTranslation('classes');
  const query = useProfileUpcoming(profileId, 1, 3);
  return (
    <Card component="section" aria-labelledby="meetings-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="meetings-title">
          {t('dashboard.meetings')}
        </Title>
        <Anchor component={Link} to={paths.dashboard.upcomingClasses.getHref()} size="sm">
          {t('dashboard.upcomingClasses')}
        </Anchor>
      </Group>
      {query.isPending ? (
        <Skeleton h={96} mt="sm" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed" mt="sm" size="sm">
          {t('dashboard.noMeetings')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((item) => (
            <UpcomingEntry key={item.kind === 'exam' ? item.examId : item.pertemuanId} item={item} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function MyProgress({ profileId }: { profileId: string }) {
  const { t } = useTranslation('classes');
  const query = useProfileCourses(profileId, 1, 6, 'lastAccessAt');
  return (
    <section aria-labelledby="progress-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="progress-title">
          {t('dashboard.progress')}
        </Title>
        <Anchor component={Link} to={paths.dashboard.myClasses.getHref()} size="sm">
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

/** The dashboard's study part: continue where the learner left off, next meetings, progress. */
export function DashboardLearning() {
  const profileId = useActiveProfileId();
  // The dashboard layout asks for a profile first; this only guards the types.
  if (!profileId) return null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContinueLearning profileId={profileId} />
        <UpcomingMeetings profileId={profileId} />
      </SimpleGrid>
      <MyProgress profileId={profileId} />
    </Stack>
  );
}
