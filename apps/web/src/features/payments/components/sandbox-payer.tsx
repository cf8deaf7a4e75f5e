import { sandboxOutcomes } from '@academy/contract/payments';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useSandboxOrder } from '../api/get-sandbox-order';
import { usePaySandboxOrder } from '../api/pay-sandbox-order';
import { TransactionStatusBadge } from './transaction-status-badge';

/**
 * The sandbox payer page `/dev/sandbox-pay/{orderId}` (decisions §6): stands in for a bank app
 * while the sandbox is the gateway. Its calls answer 404 with Midtrans, and the page says so.
 */
export function SandboxPayer({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const order = useSandboxOrder(orderId);
  const pay = usePaySandboxOrder(orderId);

  return (
    <Stack gap="md" maw={520} mx="auto" py="lg" px="md">
      <Title order={1} size="h2">
        {t('sandbox.title')}
      </Title>
      <Text size="sm">{t('sandbox.intro')}</Text>
      {order.isPending ? (
        <Skeleton h={200} radius="lg" aria-busy="true" />
      ) : order.isError ? (
        <Alert color="gray" role="alert">
          {order.error instanceof ApiError && order.error.code === 404
            ? t('sandbox.unavailable')
            : order.error.message}
        </Alert>
      ) : (
        <Card component="section" aria-labelledby="sandbox-order">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text c="dimmed" size="sm">
                {t('sandbox.order')}
              </Text>
              <Text id="sandbox-order" fw={700} ta="right">
                {order.data.orderId}
              </Text>
            </Group>
            <Text>{order.data.orderName}</Text>
            <Group justify="space-between">
              <Text c="dimmed" size="sm">
                {t('sandbox.amount')}
              </Text>
              <Text fw={800} fz="xl">
                {formatPrice(order.data.totalPrice, language)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text c="dimmed" size="sm">
                {t('sandbox.status')}
              </Text>
              <TransactionStatusBadge status={order.data.status} />
            </Group>
            <Group gap="sm" mt="sm">
              {sandboxOutcomes.map((outcome) => (
                <Button
                  key={outcome}
                  variant={outcome === 'settlement' ? 'filled' : 'outline'}
                  color={outcome === 'settlement' ? undefined : 'gray'}
                  disabled={order.data.status !== 'pending'}
                  loading={pay.isPending && pay.variables === outcome}
                  onClick={() => pay.mutate(outcome)}
                >
                  {t(`sandbox.${outcome === 'settlement' ? 'pay' : outcome}`)}
                </Button>
              ))}
            </Group>
            {pay.isSuccess ? (
              <Alert color="green" role="status">
                {t('sandbox.done', { status: t(`status.${pay.data.status}`) })}
              </Alert>
            ) : null}
            {pay.isError ? (
              <Alert color="red" role="alert">
                {pay.error.message}
              </Alert>
            ) : null}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
