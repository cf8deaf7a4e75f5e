import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useAcademy } from '../../../hooks/use-academy';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { formatPrice } from '../../../lib/format';
import { whatsappHref } from '../../../lib/whatsapp';
import { useClass } from '../api/get-class';

/**
 * The payment route of a class, a kitab or an exam. Online payment is a later capability: the
 * screen shows what is being bought and its price, and how to reach the academy meanwhile.
 */
export function PaymentPending({
  classId,
  kitabId,
  examId,
}: {
  classId: string;
  kitabId?: string;
  examId?: string;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const profileId = useActiveProfileId();
  const query = useClass(classId, profileId);
  const academy = useAcademy();

  if (query.isPending) {
    return (
      <Stack maw={640} aria-busy="true">
        <Skeleton h={36} w="60%" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const detail = query.data;
  const kitab = kitabId ? detail.kitab.find((candidate) => candidate.id === kitabId) : undefined;
  const classTitle = detail.title[language];
  const item = examId
    ? { kind: t('payment.kinds.exam'), title: kitab ? kitab.title[language] : classTitle, price: null }
    : kitab
      ? { kind: t('payment.kinds.kitab'), title: kitab.title[language], price: kitab.price }
      : { kind: t('payment.kinds.class'), title: classTitle, price: detail.price };
  const message = t('payment.whatsappText', { kind: item.kind, title: item.title });

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={paths.dashboard.classDetail.getHref(detail.id)} size="sm">
        ← {t('payment.back', { title: classTitle })}
      </Anchor>
      <Title order={1} size="h2">
        {t('payment.title')}
      </Title>
      <Card component="section" aria-labelledby="payment-item">
        <Text size="sm" c="dimmed" fw={600}>
          {item.kind}
        </Text>
        <Title order={2} size="h3" id="payment-item">
          {item.title}
        </Title>
        {kitab || examId ? (
          <Text size="sm" c="dimmed">
            {t('payment.inClass', { title: classTitle })}
          </Text>
        ) : null}
        {kitab && !examId ? (
          <Text lang="ar" dir="rtl" c="green.8" mt={4}>
            {kitab.titleArabic}
          </Text>
        ) : null}
        <Group justify="space-between" mt="md">
          <Text>{t('payment.price')}</Text>
          <Text fw={800} fz="xl">
            {item.price !== null && item.price > 0
              ? formatPrice(item.price, language)
              : t('payment.priceOnRequest')}
          </Text>
        </Group>
      </Card>
      <Alert color="blue" title={t('payment.soonTitle')}>
        <Text size="sm">{t('payment.soonBody')}</Text>
      </Alert>
      {academy.data ? (
        <Button
          component="a"
          href={whatsappHref(academy.data.whatsappNumber, message)}
          target="_blank"
          rel="noopener"
          size="md"
          w="fit-content"
        >
          {t('payment.whatsapp', { phone: academy.data.whatsappNumber })}
        </Button>
      ) : (
        <Skeleton h={42} w={260} />
      )}
    </Stack>
  );
}
