import type { ClassSummary, EnrolmentStatus } from '@academy/contract/catalogue';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassCard } from './class-card';

const cardHeight = 236;

/**
 * Classes in a responsive grid. While loading it holds the place of `placeholders` cards of the
 * same height, so the page does not jump when the classes arrive.
 */
export function ClassGrid({
  items,
  loading,
  hrefOf,
  empty,
  placeholders = 3,
  label,
  enrolments,
}: {
  items: ClassSummary[] | undefined;
  loading: boolean;
  hrefOf: (item: ClassSummary) => string;
  empty?: ReactNode;
  placeholders?: number;
  label: string;
  /** The viewer's enrolment per class id, when signed in with a profile. */
  enrolments?: ReadonlyMap<string, EnrolmentStatus>;
}) {
  const { t } = useTranslation('classes');
  if (loading && !items) {
    // Busy, as every loading place of the app, and unnamed: a name is not allowed on a plain box
    // (axe's aria-prohibited-attr), and the list's name belongs to the list once it shows.
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <Skeleton key={index} h={cardHeight} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Card bg="sand.0" ta="center" py="xl">
        <Text c="dimmed">{empty ?? t('list.empty')}</Text>
      </Card>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <li key={item.id} style={{ minHeight: cardHeight }}>
          <ClassCard item={item} href={hrefOf(item)} enrolment={enrolments?.get(item.id)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
