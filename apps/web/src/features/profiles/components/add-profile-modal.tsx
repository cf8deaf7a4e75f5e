import { createProfileBodySchema } from '@academy/contract/profile';
import { genders, newSecretRule } from '@academy/contract/user';
import { Button, Group, Radio, TextInput } from '@mantine/core';
import { FormModal } from '../../../components/form-modal';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { toast } from '../../../components/toast';
import { useZodForm } from '../../../lib/form';
import { useCreateProfile } from '../api/create-profile';

/** The add-profile form: the API's fields and the PIN typed twice. */
const addProfileFormSchema = createProfileBodySchema
  .extend({ confirmPin: z.string({ error: 'pinNotMatch' }) })
  .superRefine(newSecretRule({ new: 'pin', confirm: 'confirmPin' }, { mismatch: 'pinNotMatch' }));

/** Adds a profile (name, gender, PIN) to the account. */
export function AddProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const create = useCreateProfile();
  const form = useZodForm(addProfileFormSchema, { name: '', gender: '' as never, pin: '', confirmPin: '' });
  const gender = form.field('gender');

  const submit = form.onSubmit(async ({ name, gender: chosen, pin }) => {
    const profile = await create.mutateAsync({ name, gender: chosen, pin });
    toast.success(t('add.done', { name: profile.name }));
    onClose();
  });

  return (
    <FormModal onClose={onClose} title={t('add.title')} onSubmit={submit}>
      <TextInput
        label={t('fields.name')}
        autoComplete="off"
        required
        data-autofocus
        {...form.field('name')}
      />
      <Radio.Group
        label={t('common:gender.label')}
        required
        name="gender"
        value={gender.value}
        onChange={gender.onChange}
        error={gender.error}
      >
        <Group mt="xs" gap="lg">
          {genders.map((value) => (
            <Radio key={value} value={value} label={t(`common:gender.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <PinField label={t('fields.pin')} {...form.field('pin')} />
      <PinField label={t('fields.confirmPin')} {...form.field('confirmPin')} />
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting} fullWidth>
        {t('add.submit')}
      </Button>
    </FormModal>
  );
}
