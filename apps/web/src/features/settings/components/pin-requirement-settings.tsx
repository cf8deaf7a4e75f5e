import { pinRequirementBodySchema, type Profile } from '@academy/contract/profile';
import { Anchor, Badge, Button, Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { pinFailure, pinFailureHint } from '../../../lib/pin-failure';
import { useSetPinRequirement } from '../api/set-pin-requirement';
import { SettingsSection, SettingsShell } from './settings-shell';

function PinRequirementForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const setRequirement = useSetPinRequirement();
  const [hint, setHint] = useState<string | undefined>();
  // The switch starts where the profile is now, so the status, the switch and the button agree.
  const form = useZodForm(pinRequirementBodySchema, { pinRequired: profile.pinRequired, pin: '' });
  const pin = form.field('pin');
  const wanted = form.values.pinRequired === true;

  const submit = form.onSubmit(async (body) => {
    setHint(undefined);
    try {
      await setRequirement.mutateAsync({ profileId: profile.id, body });
    } catch (error) {
      const failure = pinFailure(error);
      if (!failure || !(error instanceof ApiError)) throw error;
      form.setErrors({ pin: error.message });
      setHint(pinFailureHint(t, failure, i18n.language));
      return;
    }
    toast.success(t(body.pinRequired ? 'pinRequirement.doneOn' : 'pinRequirement.doneOff'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('pinRequirement.title')}>
      <Group gap="sm" mb="md">
        <Text size="sm">{t('pinRequirement.now')}</Text>
        <Badge variant="filled" color={profile.pinRequired ? 'green.9' : 'gray.7'}>
          {t(profile.pinRequired ? 'pinRequirement.on' : 'pinRequirement.off')}
        </Badge>
      </Group>
      <Switch
        label={t('pinRequirement.switch')}
        checked={wanted}
        onChange={(event) => form.setValue('pinRequired', event.currentTarget.checked)}
        size="md"
      />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <PinField
          label={t('fields.currentPin')}
          {...pin}
          onChange={(value) => {
            setHint(undefined);
            pin.onChange(value);
          }}
          hint={hint}
        />
      </div>
      <FormError message={form.formError} />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={form.submitting} disabled={wanted === profile.pinRequired}>
          {wanted === profile.pinRequired
            ? t('pinRequirement.unchanged')
            : t(wanted ? 'pinRequirement.turnOn' : 'pinRequirement.turnOff')}
        </Button>
      </Group>
    </form>
  );
}

/** /dashboard/user/setting/pin: whether switching to the active profile asks for its PIN. */
export function PinRequirementSettings() {
  const { t } = useTranslation('settings');
  const { profile, me } = useActiveProfile();
  const [round, setRound] = useState(0);

  return (
    <SettingsShell title={t('titles.pin')}>
      {!profile ? (
        <QueryStatus query={me} />
      ) : (
        <SettingsSection
          title={t('pinRequirement.title')}
          description={t('pinRequirement.description', { name: profile.name })}
        >
          {profile.hasPin ? (
            <PinRequirementForm
              key={`${profile.id}-${round}`}
              profile={profile}
              onDone={() => setRound((value) => value + 1)}
            />
          ) : (
            <Text size="sm">
              {t('pinRequirement.noPin')}{' '}
              <Anchor component={Link} to={paths.dashboard.profileSettings.getHref()}>
                {t('pinRequirement.setPinLink')}
              </Anchor>
            </Text>
          )}
        </SettingsSection>
      )}
    </SettingsShell>
  );
}
