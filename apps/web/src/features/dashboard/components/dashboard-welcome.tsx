import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAcademy } from '../../../hooks/use-academy';
import { useMe } from '../../../hooks/use-me';
import { useSession } from '../../../lib/session';
import { whatsappHref } from '../../../lib/whatsapp';
import { displayPhoneNumber } from '@academy/contract/phone-number';
import plain from '../../../components/plain.module.css';
import classes from './dashboard-welcome.module.css';

const shortcuts = [
  { key: 'explore', href: paths.dashboard.exploreClasses.getHref() },
  { key: 'myClasses', href: paths.dashboard.myClasses.getHref() },
  { key: 'faq', href: paths.dashboard.faq.getHref() },
] as const;

/**
 * The dashboard's greeting and the ways into the learner's areas (each a card in plain markup,
 * decision 0181).
 */
export function DashboardWelcome() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const me = useMe();
  const academy = useAcademy();
  // The stored user greets at once; the fresh account data replaces it when it arrives.
  const name = me.data?.user.fullName ?? user?.fullName ?? '';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('greeting', { name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {shortcuts.map((item) => (
          <div key={item.key} className={`stretched-link-card ${plain.card}`}>
            <p className={`${plain.text} ${classes.shortcut}`}>
              <Link to={item.href} className="stretched-link">
                {t(`shortcuts.${item.key}.title`)}
              </Link>
            </p>
            <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${classes.body}`}>
              {t(`shortcuts.${item.key}.body`)}
            </p>
          </div>
        ))}
      </SimpleGrid>
      <Card bg="sand.0">
        <Text fw={600}>{t('help.title')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('help.body')}{' '}
          {academy.data ? (
            <Anchor href={whatsappHref(academy.data.whatsappNumber)} target="_blank" rel="noopener">
              {t('help.whatsapp', { phone: displayPhoneNumber(academy.data.whatsappNumber) })}
            </Anchor>
          ) : null}
        </Text>
      </Card>
    </Stack>
  );
}
