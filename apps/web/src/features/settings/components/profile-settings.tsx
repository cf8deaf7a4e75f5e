import { changePinBodySchema, pinSchema, profileNameSchema, type Profile } from '@academy/contract/profile';
import { genders, genderSchema } from '@academy/contract/user';
import { Anchor, Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressFields } from '../../../components/address-fields';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { useChangePin } from '../../../hooks/use-change-pin';
import { useUpdateProfile } from '../../../hooks/use-update-profile';
import {
  addressValues,
  flattenAddressErrors,
  optionalAddressRule,
  optionalAddressShape,
  toAddress,
} from '../../../lib/address-form';
import { useZodForm } from '../../../lib/form';
import { pinFailure, pinFailureHint } from '../../../lib/pin-failure';
import { SettingsSection, SettingsShell } from './settings-shell';

/** Name, gender and (optional, but full once started) address of a profile. */
const profileFormSchema = optionalAddressShape
  .extend({ name: profileNameSchema, gender: genderSchema })
  .superRefine(optionalAddressRule);

function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const form = useZodForm(profileFormSchema, {
    name: profile.name,
    gender: (profile.gender ?? '') as never,
    ...addressValues(profile.address),
  });
  const gender = form.field('gender');

  const submit = form.onSubmit(async (values) => {
    const body = { name: values.name, gender: values.gender, address: toAddress(values) };
    await update.mutateAsync({ profileId: profile.id, body }).catch(flattenAddressErrors);
    toast.success(t('profile.done'));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <TextInput label={t('fields.profileName')} autoComplete="name" required {...form.field('name')} />
      <Radio.Group
        label={t('common:gender.label')}
        required
        name="gender"
        mt="md"
        value={gender.value || null}
        onChange={gender.onChange}
        error={gender.error}
      >
        <Group mt="xs" gap="lg">
          {genders.map((value) => (
            <Radio key={value} value={value} label={t(`common:gender.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Text fw={600} mt="lg" mb="xs">
        {t('profile.address')}
      </Text>
      <Text size="sm" c="gray.7" mb="sm">
        {t('profile.addressHint')}
      </Text>
      <AddressFields field={form.field} />
      <FormError message={form.formError} />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={form.submitting}>
          {t('profile.submit')}
        </Button>
      </Group>
    </form>
  );
}

function PinChangeFields({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const changePin = useChangePin();
  const [hint, setHint] = useState<string | undefined>();
  // Without a PIN yet, the form sets a first one (no old PIN).
  const schema = profile.hasPin ? changePinBodySchema.safeExtend({ oldPin: pinSchema }) : changePinBodySchema;
  const form = useZodForm(
    schema,
    profile.hasPin ? { oldPin: '', newPin: '', confirmPin: '' } : { newPin: '', confirmPin: '' },
  );
  const oldPin = form.field('oldPin');

  const submit = form.onSubmit(async (body) => {
    setHint(undefined);
    try {
      await changePin.mutateAsync({ profileId: profile.id, body });
    } catch (error) {
      const failure = pinFailure(error);
      if (failure) setHint(pinFailureHint(t, failure, i18n.language));
      if (failure?.kind === 'locked' && error instanceof Error) {
        form.setErrors({ oldPin: error.message });
        return;
      }
      throw error;
    }
    toast.success(t(profile.hasPin ? 'pinChange.done' : 'pinChange.setDone'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('pinChange.title')}>
      {profile.hasPin ? (
        <PinField
          label={t('fields.oldPin')}
          {...oldPin}
          onChange={(value) => {
            setHint(undefined);
            oldPin.onChange(value);
          }}
          hint={hint}
        />
      ) : null}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <PinField label={t('fields.newPin')} {...form.field('newPin')} />
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <PinField label={t('fields.confirmPin')} {...form.field('confirmPin')} />
      </div>
      <FormError message={form.formError} />
      <Group justify="space-between" mt="md" gap="sm">
        <Anchor component={Link} to={paths.dashboard.pinSettings.getHref()} size="sm">
          {t('pinChange.requirementLink')}
        </Anchor>
        <Button type="submit" loading={form.submitting}>
          {t(profile.hasPin ? 'pinChange.submit' : 'pinChange.setSubmit')}
        </Button>
      </Group>
    </form>
  );
}

/** /dashboard/user/setting/profile: the active profile's details and its PIN. */
export function ProfileSettings() {
  const { t } = useTranslation('settings');
  const { profile, me } = useActiveProfile();
  const [pinRound, setPinRound] = useState(0);

  return (
    <SettingsShell title={t('titles.profile')}>
      {!profile ? (
        <QueryStatus query={me} />
      ) : (
        <>
          <SettingsSection
            title={t('profile.title')}
            description={t('profile.description', { name: profile.name })}
          >
            <ProfileDetailsForm key={profile.id} profile={profile} />
          </SettingsSection>
          <SettingsSection title={t('pinChange.title')} description={t('pinChange.description')}>
            <PinChangeFields
              key={`${profile.id}-${pinRound}`}
              profile={profile}
              onDone={() => setPinRound((value) => value + 1)}
            />
          </SettingsSection>
        </>
      )}
    </SettingsShell>
  );
}
