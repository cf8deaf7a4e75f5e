import { materialLockedDataSchema } from '@academy/contract/kitab';
import { Alert, Anchor, Badge, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Certificate } from '@academy/contract/certificates';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { ApiError } from '../../../lib/api-client';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { useCompleteCourse } from '../api/complete-course';
import { useCourse } from '../api/get-course';
import { useKitab } from '../api/get-kitab';
import { useRecordLastAccess } from '../api/record-last-access';
import { neighboursOf } from '../course-order';
import { useActiveHoursHeartbeat } from '../../../hooks/use-active-hours-heartbeat';
import { CourseContent } from './course-content';
import { MeetingList } from './meeting-list';
import { BidiText } from '../../../components/bidi-text';
import { isOfflineFailure } from '../../offline/offline-fallback';
import { DownloadButton } from '../../offline/components/download-button';

interface MaterialParams {
  kitabId: string;
  pertemuanId: string;
  courseId: string;
  /** What follows the kitab's last material (its exams), so the reader is never left at a dead end. */
  afterLast?: ReactNode;
}

function Material({ kitabId, courseId, profileId, afterLast }: MaterialParams & { profileId: string }) {
  const { t } = useTranslation('kitab');
  const language = useLanguage();
  const kitab = useKitab(kitabId, profileId);
  const course = useCourse(courseId, profileId);
  const complete = useCompleteCourse(kitabId, profileId);
  const lastAccess = useRecordLastAccess();
  const [issued, setIssued] = useState<Certificate[]>([]);
  useActiveHoursHeartbeat(course.isSuccess ? profileId : null);

  // Opening a course records it as the profile's last access (spec §7), once per course.
  const opened = course.isSuccess;
  const { mutate: recordAccess } = lastAccess;
  useEffect(() => {
    if (opened) recordAccess({ profileId, courseId });
  }, [opened, profileId, courseId, recordAccess]);

  const error = course.error ?? kitab.error;
  if (error && isOfflineFailure(error)) {
    return (
      <Alert color="yellow" title={t('material.notDownloadedTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('material.notDownloadedText')}</Text>
          <Button component={Link} to={paths.dashboard.downloads.getHref()} variant="light">
            {t('material.toDownloads')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (error) {
    if (error instanceof ApiError && (error.code === 403 || error.code === 404)) {
      // A shared link to a material of a class the profile has not joined leads to that class.
      const locked = materialLockedDataSchema.safeParse(error.data);
      return (
        <Alert color="yellow" title={t('material.noAccessTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error.message}</Text>
            {locked.success ? (
              <Button component={Link} to={paths.dashboard.classDetail.getHref(locked.data.classId)}>
                {t('material.toClass')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      );
    }
    return (
      <QueryError
        error={error}
        onRetry={() => {
          void course.refetch();
          void kitab.refetch();
        }}
      />
    );
  }

  const material = course.data;
  const detail = kitab.data;
  const title = material?.title[language] ?? '';
  const { previous, next } = detail
    ? neighboursOf(detail.pertemuan, courseId)
    : { previous: null, next: null };
  const meeting = detail?.pertemuan.find((candidate) => candidate.id === material?.pertemuanId);

  const markComplete = async () => {
    try {
      const result = await complete.mutateAsync(courseId);
      if (result) {
        setIssued(result.certificatesIssued);
        toast.success(t('material.completedToast'));
      } else toast.success(t('material.keptOffline'));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('material.completeFailed'));
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {detail ? (
            <Anchor component={Link} to={paths.dashboard.classDetail.getHref(detail.classId)} size="sm">
              ← {t('material.backToClass')}
            </Anchor>
          ) : (
            <Skeleton h={20} w={160} />
          )}
          <div>
            <Text size="sm" c="dimmed" fw={600} mih={22}>
              {detail && meeting ? (
                <BidiText>{`${detail.title[language]} · ${t('outline.meeting', meetingTitleOptions(meeting.number, meeting.title[language]))}`}</BidiText>
              ) : null}
            </Text>
            {material ? (
              <Group gap="sm" align="center">
                <Title order={1} size="h2">
                  <BidiText>{title}</BidiText>
                </Title>
                <Badge variant="light" tt="none">
                  {t(`kind.${material.kind}`)}
                </Badge>
              </Group>
            ) : (
              <Skeleton h={36} w="70%" />
            )}
          </div>
          {material ? <CourseContent course={material} title={title} /> : <Skeleton h={320} radius="lg" />}
          {issued.length > 0 ? (
            <Alert color="green" variant="light" role="status" title={t('material.certificateTitle')}>
              <Stack gap={4}>
                {issued.map((certificate) => (
                  <Text key={certificate.id} size="sm">
                    {t('material.certificateText', { title: certificate.item.title[language] })}
                  </Text>
                ))}
                <Anchor component={Link} to={paths.dashboard.profile.getHref()} size="sm" fw={600}>
                  {t('material.certificateLink')}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm">
            {material?.completed ? (
              <Text c="green.8" fw={600} role="status">
                ✓ {t('material.done')}
              </Text>
            ) : (
              <Button onClick={() => void markComplete()} loading={complete.isPending} disabled={!material}>
                {t('material.markComplete')}
              </Button>
            )}
            <Group gap="xs">
              {previous ? (
                <Button
                  variant="default"
                  component={Link}
                  to={paths.dashboard.material.getHref(kitabId, previous.pertemuanId, previous.courseId)}
                >
                  ← {t('material.previous')}
                </Button>
              ) : (
                <Button variant="default" disabled>
                  ← {t('material.previous')}
                </Button>
              )}
              {next ? (
                <Button
                  variant="default"
                  component={Link}
                  to={paths.dashboard.material.getHref(kitabId, next.pertemuanId, next.courseId)}
                >
                  {t('material.next')} →
                </Button>
              ) : (
                <Button variant="default" disabled>
                  {t('material.next')} →
                </Button>
              )}
            </Group>
          </Group>
          {detail && material && !next ? (
            <Card withBorder padding="md" component="section" aria-label={t('material.endTitle')}>
              <Text fw={700}>{t('material.endTitle')}</Text>
              <Text size="sm" c="dimmed">
                <BidiText>{t('material.endText', { title: detail.title[language] })}</BidiText>
              </Text>
              {afterLast}
              <Anchor
                component={Link}
                to={paths.dashboard.classDetail.getHref(detail.classId)}
                size="sm"
                mt="sm"
                display="block"
              >
                {t('material.toClass')}
              </Anchor>
            </Card>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card component="nav" aria-label={t('outline.label')} padding="md">
          {detail ? (
            <>
              <Text lang="ar" dir="rtl" ta="right" c="green.8" fz="lg">
                {detail.titleArabic}
              </Text>
              <Text fw={700} mb="xs">
                <BidiText>{detail.title[language]}</BidiText>
              </Text>
              <MeetingList kitab={detail} currentCourseId={courseId} />
              {material ? (
                <Group mt="sm">
                  <DownloadButton
                    kitabId={kitabId}
                    meetingId={material.pertemuanId}
                    title={detail.title[language]}
                  />
                </Group>
              ) : null}
            </>
          ) : (
            <Skeleton h={300} />
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The material detail screen: one course, the kitab's meetings, previous/next, completion. */
export function MaterialView(params: MaterialParams) {
  // The dashboard layout asks for a profile first; this only guards the types.
  const profileId = useActiveProfileId();
  if (!profileId) return null;
  return <Material key={params.courseId} {...params} profileId={profileId} />;
}
