import { dataExportBodySchema } from '@academy/contract/data-rights';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { toast } from '../../../components/toast';
import { useZodForm } from '../../../lib/form';
import { useDownloadMyData } from '../api/download-my-data';

/** "Download my data": the current password, then the ZIP the server builds and names. */
export function DataDownloadForm() {
  const { t } = useTranslation('settings');
  const download = useDownloadMyData();
  const form = useZodForm(dataExportBodySchema, { password: '' });

  const submit = form.onSubmit(async (body) => {
    await download.mutateAsync(body);
    form.setValue('password', '');
    toast.success(t('data.downloaded'));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('data.title')}>
      <Stack gap="md">
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <FormError message={form.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('data.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
