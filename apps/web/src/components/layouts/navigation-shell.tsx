import { AppShell, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { NavigationLink, type NavigationIcon } from '../navigation-entry';

export interface NavigationItem {
  href: string;
  label: string;
  /** Active only on `href` itself, not on the pages below it. */
  exact?: boolean;
  Icon?: NavigationIcon;
}

function isActive(pathname: string, { href, exact }: NavigationItem) {
  return exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The frame of signed-in pages (the dashboard, the staff console): a header with the menu button
 * (phones), the logo and the caller's controls, and a navigation that folds behind the menu
 * button on a phone and closes once a page is chosen; `footer` sits under the navigation.
 */
export function NavigationShell({
  id,
  label,
  home,
  items,
  headerStart,
  headerEnd,
  footer,
  children,
}: {
  /** The navigation's element id (the menu button controls it). */
  id: string;
  label: string;
  home: string;
  items: NavigationItem[];
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
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
              aria-label={t(opened ? 'common:nav.closeMenu' : 'common:nav.openMenu')}
              aria-expanded={opened}
              aria-controls={id}
            />
            <Logo to={home} />
            {headerStart}
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {headerEnd}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id={id} aria-label={label}>
        {/* The browser's own scrolling: Mantine's ScrollArea measured the list after every first
            render (a forced layout, 80 ms under a 4× slowdown), decision 0179. */}
        <AppShell.Section grow style={{ overflowY: 'auto', minHeight: 0, overscrollBehavior: 'contain' }}>
          <Stack gap={2}>
            {items.map((item) => (
              <NavigationLink
                key={item.href}
                to={item.href}
                label={item.label}
                Icon={item.Icon}
                active={isActive(pathname, item)}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {footer}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
