import type { ClassSummary, EnrolmentStatus } from '@academy/contract/catalogue';
import type { ClassState } from '@academy/contract/class-state';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format';
import { ClassStateBadge } from './class-state-badge';
import { PriceTag } from './price-tag';
import { BidiText } from '../../../components/bidi-text';

/** The states in which a class's seats are worth counting. */
const seatsStates = new Set<ClassState>(['not_open_yet', 'registration_open', 'full']);

/**
 * A class in a list: the title links to the landing page or the dashboard detail, and the link
 * covers the card (`stretched-link`, styles/global.css). With the viewer's `enrolment`, its badge
 * says where they stand in the class.
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
  const facts = [
    // Seats matter while one can still register; a class under way or ended has none to offer.
    seatsStates.has(item.state) ? t('card.seats', { left: item.seatsLeft, capacity: item.capacity }) : null,
    item.gender !== 'all' ? t(`gender.${item.gender}`) : null,
    item.hasPassword ? t('card.password') : null,
  ].filter((fact) => fact !== null);
  return (
    <Card h="100%" className="stretched-link-card">
      <Stack gap={6} h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" truncate="end">
            {item.department.name[language]}
          </Text>
          <ClassStateBadge state={item.state} enrolment={enrolment} />
        </Group>
        <Text fw={700} size="lg" lh={1.3} c="green.9" lineClamp={2}>
          <Link to={href} className="stretched-link">
            <BidiText>{item.title[language]}</BidiText>
          </Link>
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
        {facts.length > 0 ? (
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
