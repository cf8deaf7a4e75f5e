import type { Me } from '@academy/contract/profile';
import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useDuration } from '../../../hooks/use-duration';
import { useMe } from '../../../hooks/use-me';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useActiveHours } from '../api/get-active-hours';
import { ProfileAvatar } from './profile-avatar';
import { profileKindLabel } from './profile-label';
import { Fact } from '../../../components/fact';

function AccountCard({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('profiles');
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(me.user.createdAt),
  );
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('overview.account')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact label={t('fields.fullName')}>{me.user.fullName}</Fact>
        <Fact label={t('fields.phoneNumber')}>{me.user.phoneNumber}</Fact>
        <Fact label={t('fields.email')}>{me.user.email}</Fact>
        <Fact label={t('overview.registeredSince')}>{since}</Fact>
      </SimpleGrid>
    </Card>
  );
}

function ActiveHoursCard({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('profiles');
  const duration = useDuration();
  const hours = useActiveHours(profileId);
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('activeHours.title')}
      </Title>
      {hours.isPending ? (
        <Center mih={80} role="status" aria-live="polite" aria-label={t('activeHours.loading')}>
          <Loader size="sm" aria-hidden />
        </Center>
      ) : hours.isError ? (
        <Text c="red.8" size="sm" role="alert">
          {hours.error.message}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
            <Fact label={t('activeHours.total')}>{duration(hours.data.totalSeconds)}</Fact>
            <Fact label={t('activeHours.today')}>{duration(hours.data.today.seconds)}</Fact>
          </SimpleGrid>
          {hours.data.days.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('activeHours.empty')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap={4}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('activeHours.lastDays')}
            >
              {hours.data.days.map((entry) => (
                <Group component="li" key={entry.date} justify="space-between">
                  <Text size="sm">{day.format(new Date(`${entry.date}T00:00:00Z`))}</Text>
                  <Text size="sm" fw={500}>
                    {duration(entry.seconds)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** /dashboard/profile: the account, its profiles (which is active, switch) and active hours. */
export function ProfileOverview() {
  const { t } = useTranslation('profiles');
  const me = useMe();
  const activeId = useActiveProfileId();

  if (!me.data) return <QueryStatus query={me} minHeight={240} />;

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('overview.title')}
      </Title>
      <AccountCard me={me.data} />
      <Card>
        <Group justify="space-between" mb="sm" gap="sm">
          <Title order={2} size="h4">
            {t('overview.profiles')}
          </Title>
          <Button
            component={Link}
            to={paths.selectProfile.getHref(paths.dashboard.profile.getHref())}
            variant="light"
          >
            {t('overview.switch')}
          </Button>
        </Group>
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('overview.profiles')}
        >
          {me.data.profiles.map((profile) => (
            <Group component="li" key={profile.id} wrap="nowrap" gap="md">
              <ProfileAvatar name={profile.name} size="md" />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {profile.name}
                </Text>
                <Text size="sm" c="gray.7">
                  {profileKindLabel(t, profile)}
                  {profile.gender ? ` · ${t(`common:gender.${profile.gender}`)}` : ''}
                </Text>
              </div>
              {profile.id === activeId ? (
                <Badge variant="light" color="green" c="green.9" ml="auto">
                  {t('card.active')}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Card>
      {activeId ? <ActiveHoursCard profileId={activeId} /> : null}
    </Stack>
  );
}
