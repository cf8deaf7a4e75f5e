import { genders, genderSchema } from '@academy/contract/user';
import { Button, Card, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@academy/contract/profile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import { useUpdateProfile } from '../../../hooks/use-update-profile';
import { useZodForm } from '../../../lib/form';
import { nextOnboardingStep } from '../onboarding';

const genderFormSchema = z.object({ gender: genderSchema });

/** /gender: the active profile's gender, then the next onboarding step. */
export function GenderStep({ to }: { to: string | null }) {
  const { profile, me } = useActiveProfile();
  if (!profile) return <QueryStatus query={me} minHeight={240} />;
  return <GenderForm profile={profile} to={to} />;
}

function GenderForm({ profile, to }: { profile: Profile; to: string | null }) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useZodForm(genderFormSchema, { gender: (profile.gender ?? '') as never });
  const gender = form.field('gender');

  const submit = form.onSubmit(async (body) => {
    const saved = await update.mutateAsync({ profileId: profile.id, body });
    toast.success(t('gender.done'));
    void navigate(nextOnboardingStep(saved, to), { replace: true });
  });

  return (
    <Card maw={480} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('gender.title')}
            </Title>
            <Text c="gray.7" mt={4}>
              {t('gender.description', { name: profile.name })}
            </Text>
          </div>
          <Radio.Group
            label={t('common:gender.label')}
            required
            name="gender"
            value={gender.value || null}
            onChange={gender.onChange}
            error={gender.error}
          >
            <SimpleGrid cols={2} mt="xs" spacing="sm">
              {genders.map((value) => (
                <Radio.Card
                  key={value}
                  value={value}
                  p="md"
                  radius="md"
                  aria-label={t(`common:gender.${value}`)}
                >
                  <Stack gap={6} align="center">
                    <Radio.Indicator aria-hidden="true" />
                    <Text fw={600}>{t(`common:gender.${value}`)}</Text>
                  </Stack>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <FormError message={form.formError} />
          <Button type="submit" loading={form.submitting} fullWidth size="md">
            {t('gender.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
