import type { ClassSummary, EnrolmentStatus } from '@academy/contract/catalogue';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format';
import { ClassStateBadge } from './class-state-badge';
import { PriceTag } from './price-tag';
import { BidiText } from '../../../components/bidi-text';

/**
 * A class in a list: the whole card is one link (to the landing page or the dashboard detail).
 * With the viewer's `enrolment`, its badge says where they stand in the class.
 */
export function ClassCard({
  item,
  href,
  enrolment,
}: {
  item: ClassSummary;
  href: string;
  enrolment?: EnrolmentStatus | null;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const titleId = `class-${item.id}-title`;
  return (
    <Card component={Link} to={href} aria-labelledby={titleId} h="100%" className="class-card">
      <Stack gap={6} h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" truncate="end">
            {item.department.name[language]}
          </Text>
          <ClassStateBadge state={item.state} enrolment={enrolment} />
        </Group>
        <Text id={titleId} fw={700} size="lg" lh={1.3} c="green.9" lineClamp={2}>
          <BidiText>{item.title[language]}</BidiText>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          <BidiText>{item.description[language]}</BidiText>
        </Text>
        <Text size="sm">{item.teacher.name}</Text>
        <Group justify="space-between" mt="auto" pt="xs" gap="xs">
          <PriceTag price={item.price} />
          <Text size="xs" c="dimmed">
            {t('card.starts', { date: formatDate(item.startAt, language) })}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('card.seats', { left: item.seatsLeft, capacity: item.capacity })}
          </Text>
          {item.gender !== 'all' ? (
            <Text size="xs" c="dimmed">
              · {t(`gender.${item.gender}`)}
            </Text>
          ) : null}
          {item.hasPassword ? (
            <Text size="xs" c="dimmed">
              · {t('card.password')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
