import { staffRefundBodySchema, type StaffTransactionDetail } from '@academy/contract/staff-payments';
import { Alert, Button, Group, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import type { Language } from '@academy/contract/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../../components/form-error';
import { FormModal } from '../../../../components/form-modal';
import { toast } from '../../../../components/toast';
import { useLanguage } from '../../../../hooks/use-language';
import { formatPrice, localize } from '../../../../lib/format';
import { useZodForm } from '../../../../lib/form';
import { useRefundStaffTransaction } from '../api/refund-staff-transaction';

/** The currency as the app writes money in this language ("IDR" / "Rp"), for the amount box. */
const currencyOf = (language: Language) => formatPrice(0, language).replace(/[\s\d.,]+$/u, '');

const amountSchema = staffRefundBodySchema.shape.amount.unwrap();

/** The form's values: everything left, or a part typed in rupiah (an empty box is not a number). */
const refundFormSchema = z
  .object({
    whole: z.enum(['yes', 'no']),
    amount: z.union([z.number(), z.string()]),
    reason: staffRefundBodySchema.shape.reason,
  })
  .transform((values, ctx) => {
    if (values.whole === 'yes') return { reason: values.reason, amount: undefined };
    const amount = amountSchema.safeParse(values.amount === '' ? Number.NaN : values.amount);
    if (!amount.success) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'refundAmountInvalid' });
      return z.NEVER;
    }
    return { reason: values.reason, amount: amount.data };
  });

/**
 * An admin refunds at the gateway (decision 0059): everything left or a part, with a reason, then
 * reviews what it does (a full refund closes the item for the learner) before confirming.
 */
export function RefundModal({
  transaction,
  onClose,
}: {
  transaction: StaffTransactionDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff-payments');
  const language = useLanguage();
  const refund = useRefundStaffTransaction(transaction.id);
  const [review, setReview] = useState<{ amount: number; full: boolean } | null>(null);
  const form = useZodForm(refundFormSchema, { whole: 'yes', amount: '', reason: '' });
  const money = (amount: number) => formatPrice(amount, language);
  const left = transaction.refundable;

  const submit = form.onSubmit(async (data) => {
    const amount = data.amount ?? left;
    // The server refuses it too (and says so beside the field); no need to ask it first.
    if (amount > left) {
      form.setErrors({ amount: 'refundTooMuch' });
      return;
    }
    if (!review) {
      setReview({ amount, full: amount >= left });
      return;
    }
    try {
      await refund.mutateAsync(data);
    } catch (error) {
      setReview(null);
      throw error;
    }
    toast.success(t('refund.done', { amount: money(amount) }));
    onClose();
  });

  const whole = form.field('whole');
  return (
    <FormModal
      onClose={onClose}
      title={t('refund.title', { orderId: transaction.orderId })}
      description={
        transaction.gateway === 'manual'
          ? t('refund.descriptionManual', { method: t(`record.methods.${transaction.paymentMethod}`) })
          : t('refund.description', { gateway: t(`gateways.${transaction.gateway}`) })
      }
      onSubmit={submit}
    >
      <Radio.Group label={t('refund.mode')} {...whole} onChange={(value) => form.setValue('whole', value)}>
        <Stack gap="xs" mt={6}>
          <Radio value="yes" label={t('refund.whole', { amount: money(left) })} disabled={Boolean(review)} />
          <Radio value="no" label={t('refund.part')} disabled={Boolean(review)} />
        </Stack>
      </Radio.Group>
      {form.values.whole === 'no' ? (
        <NumberInput
          label={t('refund.amount')}
          description={t('refund.amountHint', { amount: money(left) })}
          {...form.field('amount')}
          onChange={(value) => form.setValue('amount', value)}
          prefix={`${currencyOf(language)} `}
          thousandSeparator={language === 'id' ? '.' : ','}
          decimalSeparator={language === 'id' ? ',' : '.'}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          readOnly={Boolean(review)}
          required
        />
      ) : null}
      <Textarea
        label={t('refund.reason')}
        description={t('refund.reasonHint')}
        {...form.field('reason')}
        autosize
        minRows={2}
        maxLength={500}
        readOnly={Boolean(review)}
        required
      />
      {review ? (
        <Alert color="red" variant="light" title={t('refund.confirmTitle', { amount: money(review.amount) })}>
          {t(review.full ? 'refund.confirmFull' : 'refund.confirmPartial', {
            name: transaction.learner.profileName,
            item: localize(transaction.item.title, language),
          })}
        </Alert>
      ) : null}
      <FormError message={form.formError} />
      {review ? (
        <Group grow>
          <Button variant="default" onClick={() => setReview(null)} disabled={form.submitting}>
            {t('refund.back')}
          </Button>
          <Button type="submit" color="red.9" loading={form.submitting}>
            {t('refund.submit')}
          </Button>
        </Group>
      ) : (
        <Button type="submit" fullWidth>
          {t('refund.review')}
        </Button>
      )}
    </FormModal>
  );
}
