import { pinSchema, type Profile } from '@academy/contract/profile';
import { Anchor, Badge, Button, Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { pinFailure, pinFailureHint } from '../../../lib/pin-failure';
import { SettingsSection, SettingsShell } from './settings-shell';

/**
 * One switch a profile turns on or off with its current PIN: the PIN asked when switching to the
 * profile, or when sitting an exam. `texts` is the namespaced key of the switch's own texts
 * (title, description, on, off, switch, turnOn, turnOff, doneOn, doneOff).
 */
export interface PinSwitch {
  texts: string;
  pageTitle: string;
  isOn: (profile: Profile) => boolean;
  useSave: () => {
    mutateAsync: (change: { profileId: string; on: boolean; pin: string }) => Promise<unknown>;
  };
}

/** The namespaces a switch's texts need: its own and the settings page's. */
const namespacesOf = (kind: PinSwitch) => ['settings', kind.texts.split(':')[0] ?? 'settings'];

const pinSwitchSchema = z.object({ on: z.boolean({ error: 'invalidValue' }), pin: pinSchema });

function PinSwitchForm({ kind, profile, onDone }: { kind: PinSwitch; profile: Profile; onDone: () => void }) {
  const { t, i18n } = useTranslation(namespacesOf(kind));
  const save = kind.useSave();
  const [hint, setHint] = useState<string | undefined>();
  const isOn = kind.isOn(profile);
  // The switch starts where the profile is now, so the status, the switch and the button agree.
  const form = useZodForm(pinSwitchSchema, { on: isOn, pin: '' });
  const pin = form.field('pin');
  const wanted = form.values.on === true;
  const text = (key: string) => t(`${kind.texts}.${key}`);

  const submit = form.onSubmit(async ({ on, pin: currentPin }) => {
    setHint(undefined);
    try {
      await save.mutateAsync({ profileId: profile.id, on, pin: currentPin });
    } catch (error) {
      const failure = pinFailure(error);
      if (!failure || !(error instanceof ApiError)) throw error;
      form.setErrors({ pin: error.message });
      setHint(pinFailureHint(t, failure, i18n.language));
      return;
    }
    toast.success(text(on ? 'doneOn' : 'doneOff'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={text('title')}>
      <Group gap="sm" mb="md">
        <Text size="sm">{t('settings:pinRequirement.now')}</Text>
        <Badge variant="filled" color={isOn ? 'green.9' : 'gray.7'}>
          {text(isOn ? 'on' : 'off')}
        </Badge>
      </Group>
      <Switch
        label={text('switch')}
        checked={wanted}
        onChange={(event) => form.setValue('on', event.currentTarget.checked)}
        size="md"
      />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <PinField
          label={t('settings:fields.currentPin')}
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
        <Button type="submit" loading={form.submitting} disabled={wanted === isOn}>
          {wanted === isOn ? t('settings:pinRequirement.unchanged') : text(wanted ? 'turnOn' : 'turnOff')}
        </Button>
      </Group>
    </form>
  );
}

/** A settings page holding one PIN switch for the active profile (or a way to set a PIN first). */
export function PinSwitchSettings({ kind }: { kind: PinSwitch }) {
  const { t } = useTranslation(namespacesOf(kind));
  const { profile, me } = useActiveProfile();
  const [round, setRound] = useState(0);
  return (
    <SettingsShell title={t(kind.pageTitle)}>
      {!profile ? (
        <QueryStatus query={me} />
      ) : (
        <SettingsSection
          title={t(`${kind.texts}.title`)}
          description={t(`${kind.texts}.description`, { name: profile.name })}
        >
          {profile.hasPin ? (
            <PinSwitchForm
              key={`${profile.id}-${round}`}
              kind={kind}
              profile={profile}
              onDone={() => setRound((value) => value + 1)}
            />
          ) : (
            <Text size="sm">
              {t('settings:pinRequirement.noPin')}{' '}
              <Anchor component={Link} to={paths.dashboard.profileSettings.getHref()}>
                {t('settings:pinRequirement.setPinLink')}
              </Anchor>
            </Text>
          )}
        </SettingsSection>
      )}
    </SettingsShell>
  );
}
