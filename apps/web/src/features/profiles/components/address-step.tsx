import { addressSchema } from '@academy/contract/profile';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@academy/contract/profile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddressFields } from '../../../components/address-fields';
import { FormError } from '../../../components/form-error';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { useUpdateProfile } from '../../../hooks/use-update-profile';
import { addressValues, flattenAddressErrors } from '../../../lib/address-form';
import { useZodForm } from '../../../lib/form';
import { addressSkips, nextOnboardingStep } from '../onboarding';

/** /onboarding-address: the active profile's full address, or skip it for now. */
export function AddressStep({ to }: { to: string | null }) {
  const { profile, me } = useActiveProfile();
  if (!profile) return <QueryStatus query={me} minHeight={240} />;
  return <AddressForm profile={profile} to={to} />;
}

function AddressForm({ profile, to }: { profile: Profile; to: string | null }) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useZodForm(addressSchema, addressValues(profile.address));

  const submit = form.onSubmit(async (address) => {
    const saved = await update
      .mutateAsync({ profileId: profile.id, body: { address } })
      .catch(flattenAddressErrors);
    toast.success(t('address.done'));
    void navigate(nextOnboardingStep(saved, to), { replace: true });
  });

  const skip = () => {
    addressSkips.add(profile.id);
    void navigate(nextOnboardingStep(profile, to, { addressSkipped: true }), { replace: true });
  };

  return (
    <Card maw={560} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('address.title')}
            </Title>
            <Text c="gray.7" mt={4}>
              {t('address.description')}
            </Text>
          </div>
          <AddressFields field={form.field} />
          <FormError message={form.formError} />
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={skip}>
              {t('address.skip')}
            </Button>
            <Button type="submit" loading={form.submitting} size="md">
              {t('address.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
