import { classStateLabels } from '@academy/contract/class-state';
import type { StoreItem } from '@academy/contract/store';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNavigation, usePageParam } from '../../../components/page-navigation';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatPrice } from '../../../lib/format';
import { useOwnedItems } from '../api/get-owned-items';
import { useStore } from '../api/get-store';
import { useActiveProfile } from '../../../hooks/use-active-profile';
import type { OwnedItems } from '@academy/contract/payments';

const pageSize = 12;

function paymentHref(item: StoreItem) {
  if (item.kind === 'class') return paths.dashboard.classPayment.getHref(item.class.id);
  if (item.kind === 'exam' && item.kitabId)
    return paths.dashboard.examPayment.getHref(item.class.id, item.kitabId, item.id);
  return paths.dashboard.kitabPayment.getHref(item.class.id, item.id);
}

/** A class is bought to join it, so only while its registration is open; a kitab or an exam at any time. */
function forSale(item: StoreItem): boolean {
  return item.kind !== 'class' || item.class.state === 'registration_open';
}

/**
 * An exam is sold only to a profile that reads its kitab (the API's 403 `notEnrolled`): a signed-in
 * learner is not offered one of a class it is not in. Signed out, everything for sale is offered.
 */
function closedToProfile(item: StoreItem, owned: OwnedItems | undefined): boolean {
  return item.kind === 'exam' && owned !== undefined && !owned.kitabIds.includes(item.kitabId ?? '');
}

/** Whether the profile already holds the item: bought, or (a kitab) read through its class. */
function isOwned(item: StoreItem, owned: OwnedItems | undefined): boolean {
  if (!owned) return false;
  if (item.kind === 'class') return owned.classIds.includes(item.id);
  if (item.kind === 'kitab') return owned.kitabIds.includes(item.id);
  return owned.examIds.includes(item.id);
}

function StoreCard({ item, owned, closed }: { item: StoreItem; owned: boolean; closed: boolean }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const title = item.title[language];
  return (
    <Card component="article" aria-label={title} h="100%">
      <Stack gap={6} h="100%">
        <Badge
          variant="light"
          color={item.kind === 'class' ? 'green' : 'gray'}
          c={item.kind === 'class' ? 'green.9' : 'dark.7'}
          tt="none"
          w="fit-content"
        >
          {t(`store.kinds.${item.kind}`)}
        </Badge>
        {item.titleArabic ? (
          <Text lang="ar" dir="rtl" ta="right" c="green.8">
            {item.titleArabic}
          </Text>
        ) : null}
        <Text fw={700} size="lg" c="green.9" lh={1.3}>
          {title}
        </Text>
        {item.kind !== 'class' ? (
          <Text size="sm" c="dimmed">
            {t('payment.inClass', { title: item.class.title[language] })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.description[language]}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs">
          <Text fw={800} fz="lg">
            {formatPrice(item.price, language)}
          </Text>
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              component={Link}
              to={paths.classLanding.getHref(item.class.slug)}
              aria-label={t('store.viewLabel', { title: item.class.title[language] })}
            >
              {t('store.view')}
            </Button>
            {owned ? (
              <Badge color="teal.9" variant="filled" radius="sm" tt="none">
                {t('store.owned')}
              </Badge>
            ) : closed ? (
              <Text size="sm" c="dimmed" maw={160}>
                {t('store.learnersOnly')}
              </Text>
            ) : forSale(item) ? (
              <Button
                size="sm"
                component={Link}
                to={paymentHref(item)}
                aria-label={t('store.buyLabel', { title })}
              >
                {t('store.buy')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t(classStateLabels[item.class.state], { ns: 'validation' })}
              </Text>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The public store: paid classes, kitab and exams with their prices, each leading to its payment route. */
export function StoreList() {
  const { t } = useTranslation('classes');
  const [page, setPage] = usePageParam();
  // A signed-in learner is not offered a class closed to the active profile's gender, nor "Buy"
  // for what the profile already holds or may not buy.
  const { id: profileId, profile } = useActiveProfile();
  const query = useStore(page, pageSize, profile?.gender ?? undefined);
  const owned = useOwnedItems(profileId).data;
  const meta = query.data?.meta;
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 38 }} c="green.9">
            {t('store.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('store.intro')}
          </Text>
        </div>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={240} radius="lg" />
            ))}
          </SimpleGrid>
        ) : query.data.items.length === 0 ? (
          <Card bg="sand.0" ta="center" py="xl">
            <Text c="dimmed">{t('store.empty')}</Text>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {query.data.items.map((item) => (
              <StoreCard
                key={`${item.kind}-${item.id}`}
                item={item}
                owned={isOwned(item, owned)}
                closed={closedToProfile(item, owned)}
              />
            ))}
          </SimpleGrid>
        )}
        <PageNavigation total={meta?.totalPages ?? 0} value={page} onChange={setPage} />
      </Stack>
    </Container>
  );
}
