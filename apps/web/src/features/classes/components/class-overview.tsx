import type { ClassDetail, KitabSummary } from '@academy/contract/catalogue';
import { Badge, Button, Card, Group, List, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate, formatDateTime, formatPrice } from '../../../lib/format';
import { BidiText } from '../../../components/bidi-text';

/** The teacher and, per kitab they have a known chain of, the teachers above them (their sanad). */
function TeacherSection({ teacher }: { teacher: ClassDetail['teacher'] }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Card component="section" aria-labelledby="teacher-title">
      <Title order={2} size="h4" id="teacher-title">
        {t('detail.teacher')}
      </Title>
      <Text fw={700} mt="xs">
        {teacher.name}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {teacher.bio[language]}
      </Text>
      {/* Per kitab of the class the teacher's known chain (decision 0108); none known, none shown. */}
      {teacher.sanad.map((chain) => (
        <section key={chain.kitabId} aria-labelledby={`sanad-${chain.kitabId}`}>
          <Text fw={600} mt="md" size="sm" id={`sanad-${chain.kitabId}`}>
            {t('detail.sanad')}{' '}
            <Text span dir="rtl" lang="ar" c="green.9">
              {chain.titleArabic}
            </Text>
          </Text>
          {/* Read as a certificate reads it: from the oldest link (stored last) to this class's teacher. */}
          <Timeline active={chain.links.length} bulletSize={14} lineWidth={2} mt="xs">
            {[...chain.links]
              .sort((a, b) => b.position - a.position)
              .map((link) => (
                <Timeline.Item key={link.position} title={link.name}>
                  <Text size="xs" c="dimmed">
                    {link.note[language]}
                  </Text>
                </Timeline.Item>
              ))}
            <Timeline.Item title={teacher.name}>
              <Text size="xs" c="dimmed">
                {t('detail.sanadTeacher')}
              </Text>
            </Timeline.Item>
          </Timeline>
        </section>
      ))}
    </Card>
  );
}

function KitabItem({
  kitab,
  detail,
  extra,
}: {
  kitab: KitabSummary;
  detail: ClassDetail;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Card component="li" padding="md" id={`kitab-${kitab.id}`}>
      <Stack gap={4}>
        <Text lang="ar" dir="rtl" ta="right" c="green.8" fz="lg">
          {kitab.titleArabic}
        </Text>
        <Text fw={700}>
          <BidiText>{kitab.title[language]}</BidiText>
        </Text>
        <Text size="sm" c="dimmed">
          {t('kitab.meta', {
            author: kitab.author,
            meetings: kitab.pertemuanCount,
            courses: kitab.courseCount,
          })}
        </Text>
        {kitab.price !== null &&
        kitab.price > 0 &&
        !detail.enrolled &&
        !detail.ownedKitabIds.includes(kitab.id) ? (
          <Group gap="sm" mt={4}>
            <Badge variant="light" color="gray" c="dark.7" tt="none">
              {t('kitab.price', { price: formatPrice(kitab.price, language) })}
            </Badge>
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={paths.dashboard.kitabPayment.getHref(detail.id, kitab.id)}
              aria-label={t('kitab.buyLabel', { title: kitab.title[language] })}
            >
              {t('kitab.buy')}
            </Button>
          </Group>
        ) : null}
        {kitab.price !== null && kitab.price > 0 && !detail.enrolled ? (
          <Text size="xs" c="dimmed">
            {t(detail.price === 0 ? 'kitab.priceNoteFreeClass' : 'kitab.priceNote')}
          </Text>
        ) : null}
        {extra}
      </Stack>
    </Card>
  );
}

/**
 * A class's page body: description, schedule, teacher with sanad and kitab. `kitabSlot` shows
 * an enrolled learner's meetings of a kitab (composed by the route from the kitab feature).
 */
export function ClassOverview({
  detail,
  kitabSlot,
}: {
  detail: ClassDetail;
  kitabSlot?: (kitab: KitabSummary) => ReactNode;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Stack gap="md">
      <Card component="section" aria-labelledby="about-title">
        <Title order={2} size="h4" id="about-title">
          {t('detail.about')}
        </Title>
        <Text mt="xs">
          <BidiText>{detail.description[language]}</BidiText>
        </Text>
        <List size="sm" mt="md" spacing={4}>
          <List.Item>{t('detail.schedule', { schedule: detail.lessonSchedule[language] })}</List.Item>
          <List.Item>
            {t('detail.registration', {
              start: formatDate(detail.registrationStartAt, language),
              end: formatDate(detail.registrationEndAt, language),
            })}
          </List.Item>
          <List.Item>
            {t('detail.runs', {
              start: formatDateTime(detail.startAt, language),
              end: formatDate(detail.endAt, language),
            })}
          </List.Item>
          {detail.category ? (
            <List.Item>
              {t('detail.category', {
                category: detail.subCategory
                  ? `${detail.category.name[language]} · ${detail.subCategory.name[language]}`
                  : detail.category.name[language],
              })}
            </List.Item>
          ) : null}
        </List>
      </Card>
      <TeacherSection teacher={detail.teacher} />
      <section aria-labelledby="materials-title" id="materials">
        <Title order={2} size="h4" id="materials-title" mb="sm">
          {t('detail.kitab')}
        </Title>
        {detail.kitab.length === 0 ? (
          <Text c="dimmed">{t('detail.noKitab')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {detail.kitab.map((kitab) => (
              <KitabItem
                key={kitab.id}
                kitab={kitab}
                detail={detail}
                extra={detail.enrolled || detail.ownedKitabIds.includes(kitab.id) ? kitabSlot?.(kitab) : null}
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
