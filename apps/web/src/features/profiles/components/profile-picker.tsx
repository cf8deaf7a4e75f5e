import type { Profile } from '@academy/contract/profile';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { useMe } from '../../../hooks/use-me';
import { activeProfile, useActiveProfileId } from '../../../lib/active-profile';
import { entryStep, nextOnboardingStep } from '../onboarding';
import { AddProfileModal } from './add-profile-modal';
import { ForgotPinModal } from './forgot-pin-modal';
import { PinPromptModal } from './pin-prompt-modal';
import { ProfileAvatar } from './profile-avatar';
import { profileKindLabel } from './profile-label';
import { SetPinModal } from './set-pin-modal';

/** An account holds at most 8 profiles (the API's limit). */
const maxProfiles = 8;

function ProfileCard({
  profile,
  active,
  onChoose,
}: {
  profile: Profile;
  active: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('profiles');
  const lock = !profile.hasPin
    ? t('card.noPin')
    : profile.pinRequired
      ? t('card.pinRequired')
      : t('card.pinNotRequired');
  return (
    <Card p={0}>
      {/* Named by what it shows (WCAG 2.5.3), after a word for screen readers: "Choose Aisyah, …". */}
      <UnstyledButton onClick={onChoose} p="lg" w="100%" h="100%">
        <Group wrap="nowrap" gap="md">
          <ProfileAvatar name={profile.name} />
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate="end">
              <VisuallyHidden component="span">{t('card.choose')} </VisuallyHidden>
              {profile.name}
            </Text>
            <Text size="sm" c="gray.7">
              {profileKindLabel(t, profile)} · {lock}
            </Text>
            {active ? (
              <Badge size="sm" variant="filled" color="green.9">
                {t('card.active')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/**
 * The profile picker (/profile): the account's profiles; choosing one asks its PIN (or to set
 * one first), then continues with the onboarding order towards `to` (a safe app path or null).
 */
export function ProfilePicker({ to }: { to: string | null }) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const me = useMe();
  const activeId = useActiveProfileId();
  const [pending, setPending] = useState<{
    profile: Profile;
    step: 'checkPin' | 'setPin' | 'forgotPin';
  } | null>(null);
  const [adding, setAdding] = useState(false);

  const enter = (profile: Profile) => {
    if (!me.data) return;
    setPending(null);
    activeProfile.set({ id: profile.id, userId: me.data.user.id });
    void navigate(nextOnboardingStep(profile, to), { replace: true });
  };

  const choose = (profile: Profile) => {
    const step = entryStep(profile, { active: profile.id === activeId });
    if (step === 'enter') enter(profile);
    else setPending({ profile, step });
  };

  const profiles = me.data?.profiles ?? [];

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('picker.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('picker.description')}
        </Text>
      </div>

      {!me.data ? (
        <QueryStatus query={me} label={t('picker.loading')} />
      ) : (
        <>
          {profiles.length === 0 ? <Text c="gray.7">{t('picker.empty')}</Text> : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" role="list" aria-label={t('picker.listLabel')}>
            {profiles.map((profile) => (
              <div role="listitem" key={profile.id}>
                <ProfileCard
                  profile={profile}
                  active={profile.id === activeId}
                  onChoose={() => choose(profile)}
                />
              </div>
            ))}
          </SimpleGrid>
          {profiles.length < maxProfiles ? (
            <Group>
              <Button
                variant="light"
                onClick={() => setAdding(true)}
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('add.open')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="gray.7">
              {t('add.limit', { count: maxProfiles })}
            </Text>
          )}
        </>
      )}

      {pending?.step === 'checkPin' ? (
        <PinPromptModal
          profile={pending.profile}
          onClose={() => setPending(null)}
          onConfirmed={() => enter(pending.profile)}
          onForgot={() => setPending({ profile: pending.profile, step: 'forgotPin' })}
        />
      ) : null}
      {pending?.step === 'forgotPin' ? (
        <ForgotPinModal
          profile={pending.profile}
          onClose={() => setPending(null)}
          onDone={() => enter(pending.profile)}
        />
      ) : null}
      {pending?.step === 'setPin' ? (
        <SetPinModal
          profile={pending.profile}
          onClose={() => setPending(null)}
          onDone={() => enter(pending.profile)}
        />
      ) : null}
      {adding ? <AddProfileModal onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
