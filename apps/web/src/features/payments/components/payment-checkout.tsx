import { Alert, Anchor, Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../components/notification-dialog';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { useCreatePayment } from '../api/create-payment';
import { usePaymentQuote } from '../api/get-payment-quote';
import { useCancelWithConfirm } from '../hooks/use-cancel-with-confirm';
import { itemFromRoute, itemHref } from '../transaction-item';
import { PriceBreakdown } from './price-breakdown';
import { BidiText } from '../../../components/bidi-text';

/**
 * The payment-method screen of a class, a kitab or an exam (spec §2): the item, its price, the
 * QRIS fee, the total and the method. Paying asks first, saying how long the QR code (and a
 * class seat) is held, then opens the QRIS screen.
 */
export function PaymentCheckout({
  profileId,
  classId,
  kitabId,
  examId,
}: {
  profileId: string;
  classId: string;
  kitabId?: string;
  examId?: string;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const navigate = useNavigate();
  const item = itemFromRoute({ classId, kitabId, examId });
  const quote = usePaymentQuote(profileId, item);
  const create = useCreatePayment();
  const { confirmAndCancel, cancelling } = useCancelWithConfirm(profileId);

  if (quote.isPending) {
    return (
      <Stack maw={640} aria-busy="true">
        <Skeleton h={36} w="60%" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (quote.isError) return <QueryError error={quote.error} onRetry={() => void quote.refetch()} />;
  const data = quote.data;
  const isClass = data.item.type === 'class';

  const pay = async () => {
    try {
      await notify({
        message: isClass
          ? t('checkout.holdSeat', { minutes: data.expiryMinutes })
          : t('checkout.payWithin', { minutes: data.expiryMinutes }),
        okLabel: isClass ? t('checkout.holdSeatConfirm') : t('checkout.payConfirm'),
        cancelLabel: t('common:dialog.back'),
      });
    } catch {
      return;
    }
    create.mutate(
      { profileId, item, method: 'qris' },
      { onSuccess: (transaction) => void navigate(paths.dashboard.qris.getHref(transaction.id)) },
    );
  };

  const error = create.error
    ? create.error instanceof ApiError
      ? create.error.message
      : t('checkout.failed')
    : null;

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={paths.dashboard.classDetail.getHref(data.item.classId)} size="sm">
        ← {t('checkout.backToClass')}
      </Anchor>
      <Title order={1} size="h2">
        {t('checkout.title')}
      </Title>
      <Card component="section" aria-labelledby="payment-item">
        <Text size="sm" c="dimmed" fw={600}>
          {t(`kinds.${data.item.type}`)}
        </Text>
        <Title order={2} size="h3" id="payment-item" mb="md">
          <BidiText>{data.item.title[language]}</BidiText>
        </Title>
        <PriceBreakdown
          price={data.price}
          fee={data.fee}
          totalPrice={data.totalPrice}
          feePercent={data.feePercent}
        />
      </Card>
      <Card component="section" aria-labelledby="payment-method-title">
        <Title order={2} size="h4" id="payment-method-title" mb="sm">
          {t('method.title')}
        </Title>
        <Radio.Group value="qris" aria-labelledby="payment-method-title">
          <Radio value="qris" label={t('method.qris')} description={t('method.qrisHint')} />
        </Radio.Group>
      </Card>
      {data.owned ? (
        <Alert color="green" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('checkout.owned')}</Text>
            <Button component={Link} to={itemHref(data.item)}>
              {t(`qris.open.${data.item.type}`)}
            </Button>
          </Stack>
        </Alert>
      ) : data.pendingTransactionId ? (
        <Alert color="yellow" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('checkout.pending')}</Text>
            <Group gap="sm">
              <Button component={Link} to={paths.dashboard.qris.getHref(data.pendingTransactionId)}>
                {t('checkout.continue')}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                loading={cancelling}
                onClick={() => {
                  const id = data.pendingTransactionId;
                  if (id) void confirmAndCancel(id, data.item.type, { releaseSeat: isClass });
                }}
              >
                {isClass ? t('seat.release') : t('qris.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <>
          {isClass ? (
            <Text size="sm" c="dimmed">
              {t('checkout.holdSeat', { minutes: data.expiryMinutes })}
            </Text>
          ) : null}
          <Button size="md" loading={create.isPending} onClick={() => void pay()} w="fit-content">
            {t('checkout.pay')}
          </Button>
        </>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
