import type { StaffTransactionDetail } from '@academy/contract/staff-payments';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { toast } from '../../../../components/toast';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime, formatPrice, localize } from '../../../../lib/format';
import { TransactionStatusBadge } from '../../../payments/components/transaction-status-badge';
import { useStaffMe } from '../../api/get-staff-me';
import { useStaffTransaction } from '../api/get-staff-transaction';
import { useReconcileStaffTransaction } from '../api/reconcile-staff-transaction';
import { LateSettlementBadge } from './late-settlement-badge';
import { RefundModal } from './refund-modal';

/** One transaction for staff: what was paid, by whom, its gateway references, history and refunds. */
export function TransactionDetail({ id }: { id: string }) {
  const { t } = useTranslation('staff-payments');
  const transaction = useStaffTransaction(id);
  const me = useStaffMe();
  if (!transaction.data) return <QueryStatus query={transaction} label={t('title')} />;
  return <Detail transaction={transaction.data} admin={me.data?.role === 'admin'} />;
}

function Detail({ transaction, admin }: { transaction: StaffTransactionDetail; admin: boolean }) {
  const { t } = useTranslation('staff-payments');
  const language = useLanguage();
  const [refunding, setRefunding] = useState(false);
  const reconcile = useReconcileStaffTransaction(transaction.id);
  const money = (amount: number) => formatPrice(amount, language);
  /** An amount kept on one line: at 360 px "Rp 150.000" broke into "Rp 150.00" and "0". */
  const amount = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{money(value)}</span>;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('detail.notPaid'));
  const { learner } = transaction;
  const manual = transaction.gateway === 'manual';

  const check = () =>
    reconcile.mutate(undefined, {
      onSuccess: (updated) =>
        toast.success(t('reconcile.done', { status: t(`payments:status.${updated.status}`) })),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('common:error.generic')),
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.staff.transactions.getHref()} size="sm">
        ← {t('back')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('detail.title', { orderId: transaction.orderId })}
        </Title>
        <Group gap={6}>
          <TransactionStatusBadge status={transaction.status} />
          {transaction.paidAfterExpiry ? <LateSettlementBadge /> : null}
        </Group>
        {transaction.paidAfterExpiry ? (
          <Text size="sm" c="gray.7">
            {t('lateHint')}
          </Text>
        ) : null}
      </Stack>

      {admin ? (
        <Group gap="sm">
          {transaction.refundable > 0 ? (
            <Button color="red.9" onClick={() => setRefunding(true)}>
              {t('refund.button')}
            </Button>
          ) : null}
          {/* Cash or a transfer staff received has no gateway to ask. */}
          {manual ? null : (
            <Button variant="default" onClick={check} loading={reconcile.isPending}>
              {t('reconcile.button')}
            </Button>
          )}
        </Group>
      ) : (
        <Alert color="gray" variant="light">
          {t('detail.teacherReadOnly')}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('detail.summary')}>
          <Facts
            facts={[
              [
                t('detail.item'),
                `${t(`itemTypes.${transaction.item.type}`)} · ${localize(transaction.item.title, language)}`,
              ],
              [t('detail.profile'), learner.profileName],
              [
                t('detail.account'),
                <>
                  {learner.accountName}
                  <br />
                  {learner.phoneNumber} · {learner.email}
                </>,
              ],
              [t('detail.price'), amount(transaction.price)],
              // Cash and transfers have no gateway fee and no payment deadline.
              ...(manual ? [] : ([[t('detail.fee'), amount(transaction.fee)]] as [string, ReactNode][])),
              [t('detail.total'), amount(transaction.totalPrice)],
              [t('detail.refunded'), amount(transaction.refundedAmount)],
              [t('detail.refundable'), amount(transaction.refundable)],
              [t('detail.createdAt'), when(transaction.createdAt)],
              ...(manual
                ? []
                : ([[t('detail.expiresAt'), when(transaction.expiresAt)]] as [string, ReactNode][])),
              [t('detail.paidAt'), when(transaction.paidAt)],
            ]}
          />
        </Section>
        <Stack gap="md">
          {/* Cash or a transfer is shown as staff received it, with its receipt, never as a gateway's. */}
          <Section title={manual ? t('detail.manualSection') : t('detail.gatewaySection')}>
            <Facts
              facts={[
                [t('detail.method'), t(`record.methods.${transaction.paymentMethod}`)],
                ...(manual
                  ? ([
                      [t('detail.receivedBy'), transaction.receivedBy ?? t('detail.none')],
                      [t('detail.receipt'), transaction.receipt ?? t('detail.none')],
                      [t('detail.orderId'), transaction.orderId],
                    ] as [string, ReactNode][])
                  : ([
                      [t('detail.gateway'), t(`gateways.${transaction.gateway}`)],
                      [t('detail.orderId'), transaction.orderId],
                      [
                        t('detail.gatewayTransactionId'),
                        transaction.gatewayTransactionId ?? t('detail.none'),
                      ],
                      [t('detail.fraudStatus'), transaction.fraudStatus ?? t('detail.none')],
                    ] as [string, ReactNode][])),
              ]}
            />
          </Section>
          <Section title={t('detail.refunds')}>
            {transaction.refunds.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('detail.noRefunds')}
              </Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {transaction.refunds.map((refund) => (
                  <li key={refund.id}>
                    <Text size="sm" fw={600}>
                      {t('detail.refundBy', {
                        amount: money(refund.amount),
                        name: refund.actorName,
                        when: formatDateTime(refund.createdAt, language),
                      })}
                    </Text>
                    <Text size="sm">{refund.reason}</Text>
                  </li>
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      </SimpleGrid>

      <Section title={t('detail.history')}>
        <Timeline bulletSize={14} lineWidth={2} active={transaction.history.length - 1}>
          {transaction.history.map((entry, index) => (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              title={<TransactionStatusBadge status={entry.status} />}
            >
              <Text size="sm">{t(`sources.${entry.source}`, { defaultValue: entry.source })}</Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(entry.at, language)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Section>

      {refunding ? <RefundModal transaction={transaction} onClose={() => setRefunding(false)} /> : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Label and value pairs as a description list. */
function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Box component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Group key={label} gap="xs" justify="space-between" align="flex-start" wrap="nowrap" py={4}>
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} ta="end" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
