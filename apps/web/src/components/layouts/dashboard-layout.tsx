import { AppShell, Burger, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconBook2,
  IconCompass,
  IconHelpCircle,
  IconHome,
  IconReceipt,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';

/**
 * The dashboard navigation (spec §2); a new dashboard section adds one entry here when its
 * screen exists.
 */
const navigation = [
  { key: 'nav.dashboard', href: paths.dashboard.root.getHref(), exact: true, Icon: IconHome },
  {
    key: 'nav.exploreClasses',
    href: paths.dashboard.exploreClasses.getHref(),
    exact: true,
    Icon: IconCompass,
  },
  { key: 'nav.myClasses', href: paths.dashboard.myClasses.getHref(), exact: false, Icon: IconBook2 },
  {
    key: 'nav.transactions',
    href: paths.dashboard.transactions.getHref(),
    exact: false,
    Icon: IconReceipt,
  },
  { key: 'nav.profile', href: paths.dashboard.profile.getHref(), exact: false, Icon: IconUserCircle },
  { key: 'nav.faq', href: paths.dashboard.faq.getHref(), exact: false, Icon: IconHelpCircle },
  { key: 'nav.settings', href: paths.dashboard.settings.getHref(), exact: false, Icon: IconSettings },
] as const;

function isActive(pathname: string, href: string, exact: boolean) {
  return exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Layout of signed-in pages: header (menu button on mobile, logo, active profile, language) and
 * the navigation. The route module gives the controls that belong to features: `signOut`
 * (features/session) and `activeProfile` (features/profiles), shown on every screen size.
 */
export function DashboardLayout({
  children,
  signOut,
  activeProfile,
}: {
  children: ReactNode;
  signOut: ReactNode;
  activeProfile: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  // On mobile the menu closes once a page is chosen.
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(opened ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={opened}
              aria-controls="dashboard-navigation"
            />
            <Logo to={paths.dashboard.root.getHref()} />
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {activeProfile}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="dashboard-navigation" aria-label={t('nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>
            {navigation.map((item) => {
              const active = isActive(pathname, item.href, item.exact);
              return (
                <NavLink
                  key={item.href}
                  component={Link}
                  to={item.href}
                  label={t(item.key)}
                  leftSection={<item.Icon size={20} stroke={1.75} aria-hidden="true" />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {signOut}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
