import { examPinBodySchema } from '@academy/contract/exam';
import type { Profile } from '@academy/contract/profile';
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
import { useSetExamPin } from '../api/set-exam-pin';
import { SettingsSection, SettingsShell } from './settings-shell';

function ExamPinForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t, i18n } = useTranslation(['exams', 'settings']);
  const setExamPin = useSetExamPin();
  const [hint, setHint] = useState<string | undefined>();
  const form = useZodForm(examPinBodySchema, { required: !profile.examPinRequired, pin: '' });
  const pin = form.field('pin');
  const wanted = form.values.required === true;

  const submit = form.onSubmit(async (body) => {
    setHint(undefined);
    try {
      await setExamPin.mutateAsync({ profileId: profile.id, body });
    } catch (error) {
      const failure = pinFailure(error);
      if (!failure || !(error instanceof ApiError)) throw error;
      form.setErrors({ pin: error.message });
      setHint(pinFailureHint(t, failure, i18n.language));
      return;
    }
    toast.success(t(body.required ? 'pinSettings.doneOn' : 'pinSettings.doneOff'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('pinSettings.title')}>
      <Group gap="sm" mb="md">
        <Text size="sm">{t('settings:pinRequirement.now')}</Text>
        <Badge variant="filled" color={profile.examPinRequired ? 'green.9' : 'gray.7'}>
          {t(profile.examPinRequired ? 'pinSettings.on' : 'pinSettings.off')}
        </Badge>
      </Group>
      <Switch
        label={t('pinSettings.switch')}
        checked={wanted}
        onChange={(event) => form.setValue('required', event.currentTarget.checked)}
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
        <Button type="submit" loading={form.submitting} disabled={wanted === profile.examPinRequired}>
          {t(wanted ? 'pinSettings.turnOn' : 'pinSettings.turnOff')}
        </Button>
      </Group>
    </form>
  );
}

/** /dashboard/user/setting/exam-pin: whether starting or continuing an exam asks for the PIN. */
export function ExamPinSettings() {
  const { t } = useTranslation(['exams', 'settings']);
  const { profile, me } = useActiveProfile();
  const [round, setRound] = useState(0);
  return (
    <SettingsShell title={t('pinSettings.pageTitle')}>
      {!profile ? (
        <QueryStatus query={me} />
      ) : (
        <SettingsSection
          title={t('pinSettings.title')}
          description={t('pinSettings.description', { name: profile.name })}
        >
          {profile.hasPin ? (
            <ExamPinForm
              key={`${profile.id}-${round}`}
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
