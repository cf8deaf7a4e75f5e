import { Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { NavigationLink, type NavigationIcon } from '../navigation-entry';
import classes from './navigation-shell.module.css';

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
    <>
      <header className={classes.header}>
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
      </header>

      <nav className={classes.navbar} id={id} aria-label={label} data-opened={opened || undefined}>
        <div className={classes.links}>
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
        </div>
        <div className={classes.footer}>{footer}</div>
      </nav>

      <main className={classes.main}>{children}</main>
    </>
  );
}
