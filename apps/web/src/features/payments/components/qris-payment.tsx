import type { Transaction } from '@academy/contract/payments';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import { useSandboxOrder } from '../api/get-sandbox-order';
import { useTransaction } from '../api/get-transaction';
import { useCancelWithConfirm } from '../hooks/use-cancel-with-confirm';
import { useNow } from '../hooks/use-now';
import { isPayable, itemHref, paymentRouteHref, statusInSentence, timeLeft } from '../transaction-item';
import { TransactionStatusBadge } from './transaction-status-badge';

/** Link to the sandbox payer, shown only while the sandbox is the gateway (its order exists). */
function SandboxPayerLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payments');
  const order = useSandboxOrder(orderId);
  if (!order.data) return null;
  return (
    <Anchor href={paths.sandboxPay.getHref(orderId)} target="_blank" rel="noopener" size="sm">
      {t('qris.sandbox')}
    </Anchor>
  );
}

function PayableQris({ transaction, profileId }: { transaction: Transaction; profileId: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const now = useNow(true);
  const { confirmAndCancel, cancelling } = useCancelWithConfirm(profileId);
  const amount = formatPrice(transaction.totalPrice, language);
  return (
    <Card component="section" aria-labelledby="qris-amount-label">
      <Stack gap="md" align="center">
        <Text ta="center" size="sm">
          {t('qris.scan')}
        </Text>
        {transaction.qrImage ? (
          <Image
            src={transaction.qrImage}
            alt={t('qris.qrAlt', { amount, orderId: transaction.orderId })}
            w="min(100%, 340px)"
            h="auto"
            fit="contain"
            style={{ imageRendering: 'pixelated', aspectRatio: '1' }}
          />
        ) : null}
        <div>
          <Text id="qris-amount-label" ta="center" size="sm" c="dimmed">
            {t('qris.amount')}
          </Text>
          <Text ta="center" fw={800} fz={28}>
            {amount}
          </Text>
          <Text ta="center" size="xs" c="dimmed">
            {t('qris.order', { orderId: transaction.orderId })}
          </Text>
        </div>
        <div>
          <Text ta="center" size="sm" c="dimmed" id="qris-time-left">
            {t('qris.timeLeft')}
          </Text>
          <Text ta="center" fw={700} fz="xl" role="timer" aria-labelledby="qris-time-left">
            {timeLeft(transaction.expiresAt, now)}
          </Text>
        </div>
        <Text size="sm" c="dimmed" ta="center" aria-live="polite">
          {t('qris.waiting')}
        </Text>
        <Group justify="center" gap="sm">
          {transaction.qrImage ? (
            <Button component="a" href={transaction.qrImage} download={`qris-${transaction.orderId}.png`}>
              {t('qris.download')}
            </Button>
          ) : null}
          <Button
            variant="outline"
            color="red.8"
            loading={cancelling}
            onClick={() => void confirmAndCancel(transaction.id, transaction.item.type)}
          >
            {t('qris.cancel')}
          </Button>
        </Group>
        <SandboxPayerLink orderId={transaction.orderId} />
      </Stack>
    </Card>
  );
}

function PaidNotice({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <Alert color="green" role="status" title={t('qris.successTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('qris.successBody', { title: transaction.item.title[language] })}</Text>
        {transaction.paidAfterExpiry ? <Text size="sm">{t('qris.late')}</Text> : null}
        <Button component={Link} to={itemHref(transaction.item)}>
          {t(`qris.open.${transaction.item.type}`)}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "Pay with QRIS" while it can be paid; once paid or ended the heading says what it is now. */
function headingOf(transaction: Transaction) {
  if (transaction.paid) return 'qris.paidHeading' as const;
  return transaction.status === 'pending' ? ('qris.title' as const) : ('qris.endedHeading' as const);
}

/**
 * The QRIS screen (decisions §1, §6): the QR code large enough to scan from another phone, the
 * amount, a countdown, a download of the image; it follows the status until paid, then leads
 * to the item.
 */
export function QrisPayment({ profileId, transactionId }: { profileId: string; transactionId: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const query = useTransaction(profileId, transactionId);
  const transaction = query.data;
  const now = useNow(transaction?.status === 'pending');
  const timeIsUp = transaction?.status === 'pending' && !isPayable(transaction, now);
  const { refetch } = query;
  // At zero the server expires it on the next read: ask once so the screen says so.
  useEffect(() => {
    if (timeIsUp) void refetch();
  }, [timeIsUp, refetch]);

  if (query.isPending) {
    return (
      <Stack maw={520} aria-busy="true">
        <Skeleton h={36} w="60%" />
        <Skeleton h={420} radius="lg" />
      </Stack>
    );
  }
  if (query.isError || !transaction) return <QueryError error={query.error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="md" maw={520}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} size="h2">
            {t(headingOf(transaction))}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`kinds.${transaction.item.type}`)} · {transaction.item.title[language]}
          </Text>
        </div>
        <TransactionStatusBadge status={transaction.status} />
      </Group>
      {transaction.paid ? (
        <PaidNotice transaction={transaction} />
      ) : transaction.status === 'pending' && !timeIsUp ? (
        <PayableQris transaction={transaction} profileId={profileId} />
      ) : transaction.status === 'pending' ? (
        <Center mih={200}>
          <Skeleton h={200} w="100%" radius="lg" aria-busy="true" />
        </Center>
      ) : (
        <Alert color="gray" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {t('qris.ended', { status: statusInSentence(t(`status.${transaction.status}`), language) })}
            </Text>
            <Button component={Link} to={paymentRouteHref(transaction.item)}>
              {t('qris.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Anchor component={Link} to={paths.dashboard.transactions.getHref()} size="sm">
        {t('qris.transactions')}
      </Anchor>
    </Stack>
  );
}
