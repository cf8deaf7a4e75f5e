import type { PaymentItemType } from '@academy/contract/payments';
import { staffManualPaymentFormSchema } from '@academy/contract/staff-payments';
import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { paths } from '../../../../config/paths';
import { useZodForm } from '../../../../lib/form';
import { useStaffList } from '../../api/get-staff-list';
import { useRecordStaffPayment } from '../api/record-staff-payment';

const listOf: Record<PaymentItemType, 'classes' | 'kitab' | 'exams'> = {
  class: 'classes',
  kitab: 'kitab',
  exam: 'exams',
};

/**
 * Admins: records a cash or transfer payment a learner's profile made for a class, a kitab or an
 * exam. It is a paid transaction at once (the item is granted, revenue counts it) and is refunded
 * by hand from its transaction page.
 */
export function RecordPaymentForm({ profileId, profileName }: { profileId: string; profileName: string }) {
  const { t } = useTranslation('staff-payments');
  const record = useRecordStaffPayment();
  const form = useZodForm(staffManualPaymentFormSchema, {
    itemType: 'class',
    itemId: '',
    method: 'cash',
    amount: '' as unknown as number,
    reference: '',
    reason: '',
  });
  const itemType = form.values.itemType as PaymentItemType;
  const items = useStaffList(listOf[itemType], { page: 1, size: 100, sortBy: 'position', sortType: 'desc' });
  const [recorded, setRecorded] = useState<{ id: string; orderId: string } | null>(null);
  const headingId = `record-payment-${profileId}`;

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('record.titleNamed', { name: profileName })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('record.description')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ itemType: type, itemId, ...rest }) => {
          setRecorded(null);
          const detail = await record.mutateAsync({ profileId, item: { type, id: itemId }, ...rest });
          setRecorded({ id: detail.id, orderId: detail.orderId });
          form.setValue('itemId', '');
          form.setValue('reason', '');
          form.setValue('reference', '');
        })}
      >
        <Stack gap="sm" maw={520}>
          <NativeSelect
            label={t('record.itemType')}
            data={(['class', 'kitab', 'exam'] as const).map((type) => ({
              value: type,
              label: t(`record.itemTypes.${type}`),
            }))}
            {...form.field('itemType')}
            onChange={(event) => {
              form.setValue('itemType', event.currentTarget.value);
              form.setValue('itemId', '');
            }}
          />
          <NativeSelect
            label={t('record.item')}
            required
            data={[
              { value: '', label: t('record.choose') },
              ...(items.data?.items ?? [])
                .filter((row) => !row.archived)
                .map((row) => ({ value: row.id, label: row.title })),
            ]}
            {...form.field('itemId')}
          />
          <NativeSelect
            label={t('record.method')}
            data={(['cash', 'transfer'] as const).map((method) => ({
              value: method,
              label: t(`record.methods.${method}`),
            }))}
            {...form.field('method')}
          />
          <NumberInput
            label={t('record.amount')}
            required
            min={1}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.field('amount')}
            value={typeof form.values.amount === 'number' ? form.values.amount : ''}
            onChange={(next) => form.setValue('amount', next)}
          />
          {/* The form's size (the theme makes text inputs md, which set this label apart). */}
          <TextInput
            size="sm"
            label={t('record.reference')}
            description={t('record.referenceDescription')}
            {...form.field('reference')}
          />
          <Textarea
            label={t('record.reason')}
            description={t('record.reasonDescription')}
            autosize
            minRows={2}
            maxLength={500}
            required
            {...form.field('reason')}
          />
          <FormError message={form.formError} />
          <Button type="submit" loading={form.submitting} w="fit-content">
            {t('record.submit')}
          </Button>
          {recorded ? (
            <Alert color="green" variant="light" role="status">
              {t('record.done', { name: profileName })}{' '}
              <Anchor component={Link} to={paths.staff.transaction.getHref(recorded.id)}>
                {recorded.orderId}
              </Anchor>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
