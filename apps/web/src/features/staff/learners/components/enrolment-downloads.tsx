import { enrolmentStatuses } from '@academy/contract/catalogue';
import { staffPaths } from '@academy/contract/endpoints';
import { staffEnrolmentFileQuerySchema } from '@academy/contract/staff-learners';
import { Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { useZodForm } from '../../../../lib/form';
import { useDownloadTable } from '../../api/download-table';
import { useStaffList } from '../../api/get-staff-list';
import { TableDownloads } from '../../components/table-downloads';

type Filter = 'classId' | 'status' | 'from' | 'to';

/**
 * Enrolments across classes downloaded as CSV or Excel: of the learners the list's search finds,
 * in one class (of those the staff member reaches; a teacher: theirs), of one status, made between
 * two days; with the learners' names, contacts and the payment that granted the seat.
 */
export function EnrolmentDownloads({ search }: { search: string }) {
  const { t } = useTranslation('staff-learners');
  const classes = useStaffList('classes', { page: 1, size: 100, sortBy: 'position', sortType: 'desc' });
  const form = useZodForm(staffEnrolmentFileQuerySchema, {});
  const download = useDownloadTable((format) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...form.values, search: search || undefined }))
      if (value) query.set(key, value);
    const filters = query.toString();
    return `${staffPaths.enrolmentsFile(format)}${filters ? `?${filters}` : ''}`;
  });
  /** An emptied filter is no filter. */
  const filter = (name: Filter) => ({
    ...form.field(name),
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setValue(name, event.currentTarget.value || undefined),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="enrolment-downloads">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="enrolment-downloads">
            {t('enrolmentDownloads.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {search ? t('enrolmentDownloads.ofSearch', { search }) : t('enrolmentDownloads.description')}
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('enrolmentDownloads.class')}
            data={[
              { value: '', label: t('enrolmentDownloads.anyClass') },
              ...(classes.data?.items ?? []).map((row) => ({ value: row.id, label: row.title })),
            ]}
            {...filter('classId')}
            w={{ base: '100%', xs: 260 }}
          />
          <NativeSelect
            label={t('enrolmentDownloads.status')}
            data={[
              { value: '', label: t('enrolmentDownloads.anyStatus') },
              ...enrolmentStatuses.map((status) => ({
                value: status,
                label: t(`enrolmentStatus.${status}`),
              })),
            ]}
            {...filter('status')}
            w={{ base: '100%', xs: 190 }}
          />
          {/* The days enrolled, both included; each bounds the other. */}
          {(['from', 'to'] as const).map((name) => (
            <TextInput
              key={name}
              label={t(`enrolmentDownloads.${name}`)}
              type="date"
              size="sm"
              min={name === 'to' ? form.values.from : undefined}
              max={name === 'from' ? form.values.to : undefined}
              {...filter(name)}
              w={{ base: 'calc(50% - 6px)', xs: 170 }}
            />
          ))}
        </Group>
        <FormError message={form.formError} />
        <Group gap="sm">
          <TableDownloads
            download={download}
            csvLabel={t('enrolmentDownloads.csv')}
            xlsxLabel={t('enrolmentDownloads.xlsx')}
            onDownload={(format) => void form.onSubmit(() => download.mutateAsync(format))()}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
