import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useBadges } from '../api/get-badges';

/** The badges the profile earned, with when. */
export function BadgesCard({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('certificates');
  const badges = useBadges(profileId, i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('badges.title')}
      </Title>
      {!badges.data ? (
        <QueryStatus query={badges} label={t('badges.loading')} minHeight={80} />
      ) : badges.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('badges.empty')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('badges.title')}
        >
          {badges.data.map((badge) => (
            <Group component="li" key={badge.key} wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon radius="xl" size={36} color="yellow.9" aria-hidden>
                ★
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{badge.title}</Text>
                <Text size="sm">{badge.description}</Text>
                <Text size="xs" c="gray.7">
                  {t('badges.earned', { date: date.format(new Date(badge.earnedAt)) })}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
