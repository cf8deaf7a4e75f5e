import type { KitabDetail } from '@academy/contract/kitab';
import { Box, NavLink, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { BidiText } from '../../../components/bidi-text';
import { useLanguage } from '../../../hooks/use-language';
import { meetingTitleOptions } from '../../../lib/meeting-title';

/** The kitab's meetings and their courses, with completion marks and the open course marked. */
export function MeetingList({ kitab, currentCourseId }: { kitab: KitabDetail; currentCourseId?: string }) {
  const { t } = useTranslation('kitab');
  const language = useLanguage();
  const meetings = [...kitab.pertemuan].sort((a, b) => a.number - b.number);
  return (
    <Stack gap="xs">
      <Box>
        <Progress value={kitab.progress.percent} aria-label={t('outline.progressLabel')} size="sm" />
        <Text size="xs" c="dimmed" mt={4} data-testid="kitab-progress">
          {t('outline.progress', {
            completed: kitab.progress.completed,
            total: kitab.progress.total,
            percent: kitab.progress.percent,
          })}
        </Text>
      </Box>
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {meetings.map((meeting) => (
          <li key={meeting.id}>
            <Text size="sm" fw={700} mt="xs" id={`meeting-${meeting.id}`}>
              <BidiText>
                {t('outline.meeting', meetingTitleOptions(meeting.number, meeting.title[language]))}
              </BidiText>
            </Text>
            <Stack
              component="ul"
              gap={0}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-labelledby={`meeting-${meeting.id}`}
            >
              {[...meeting.courses]
                .sort((a, b) => a.position - b.position)
                .map((course) => {
                  const current = course.id === currentCourseId;
                  return (
                    <li key={course.id}>
                      <NavLink
                        component={Link}
                        to={paths.dashboard.material.getHref(kitab.id, meeting.id, course.id)}
                        active={current}
                        aria-current={current ? 'page' : undefined}
                        label={<BidiText>{course.title[language]}</BidiText>}
                        description={`${t(`kind.${course.kind}`)} · ${t('outline.minutes', { count: course.durationMinutes })}${course.completed ? ` · ${t('outline.completed')}` : ''}`}
                        leftSection={
                          <Text
                            component="span"
                            c={course.completed ? 'green.7' : 'gray.5'}
                            fw={700}
                            aria-hidden="true"
                            w={16}
                            ta="center"
                          >
                            {course.completed ? '✓' : '○'}
                          </Text>
                        }
                        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                      />
                    </li>
                  );
                })}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
