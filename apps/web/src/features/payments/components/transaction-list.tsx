import { transactionStatuses, type Transaction, type TransactionStatus } from '@academy/contract/payments';
import { Box, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageNavigation, usePageParam } from '../../../components/page-navigation';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { useCancelWithConfirm } from '../hooks/use-cancel-with-confirm';
import { TransactionStatusBadge } from './transaction-status-badge';
import { BidiText } from '../../../components/bidi-text';

const pageSize = 10;

function isStatus(value: string | null): value is TransactionStatus {
  return value !== null && (transactionStatuses as readonly string[]).includes(value);
}

function TransactionCard({
  transaction,
  onCancel,
  cancelling,
}: {
  transaction: Transaction;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const titleId = `transaction-${transaction.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} padding="md">
      {/* Two columns on every card and at every width: the amount and the status sit at the same
          place on each card, whatever the length of the title or the language. */}
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" fw={600}>
            {t(`kinds.${transaction.item.type}`)} · {transaction.orderId}
          </Text>
          <Text id={titleId} fw={700}>
            <BidiText>{transaction.item.title[language]}</BidiText>
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(transaction.createdAt, language)} · {t('method.qris')}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={800}>{formatPrice(transaction.totalPrice, language)}</Text>
          <TransactionStatusBadge status={transaction.status} />
        </Stack>
      </Box>
      {transaction.status === 'pending' ? (
        <Group gap="sm" mt="sm">
          <Button
            size="sm"
            component={Link}
            to={paths.dashboard.qris.getHref(transaction.id)}
            aria-label={t('list.payNamed', { orderId: transaction.orderId })}
          >
            {t('list.pay')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            color="red.8"
            loading={cancelling}
            onClick={onCancel}
            aria-label={t('list.cancelNamed', { orderId: transaction.orderId })}
          >
            {t('list.cancel')}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

/** `/dashboard/transaction`: the active profile's transactions with the spec's labels (spec §4). */
export function TransactionList({ profileId }: { profileId: string }) {
  const { t } = useTranslation('payments');
  const [searchParams, setSearchParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const query = useTransactions(profileId, page, pageSize, status);
  const { confirmAndCancel, cancelling, cancellingId } = useCancelWithConfirm(profileId);

  const setStatus = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (isStatus(value)) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    setSearchParams(next);
  };

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('list.intro')}
        </Text>
      </div>
      <Select
        label={t('list.filter')}
        value={status ?? 'all'}
        onChange={setStatus}
        allowDeselect={false}
        maw={280}
        data={[
          { value: 'all', label: t('list.all') },
          ...transactionStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={110} radius="lg" />
          ))}
        </Stack>
      ) : query.data.items.length === 0 ? (
        <Card bg="sand.0" ta="center" py="xl">
          <Text c="dimmed">{t('list.empty')}</Text>
        </Card>
      ) : (
        <>
          <Stack gap="sm" component="section" aria-label={t('list.title')}>
            {query.data.items.map((transaction) => (
              <TransactionCard
                key={transaction.id}
                transaction={transaction}
                cancelling={cancelling && cancellingId === transaction.id}
                onCancel={() => void confirmAndCancel(transaction.id, transaction.item.type)}
              />
            ))}
          </Stack>
          <PageNavigation total={query.data.meta.totalPages} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
