import { Alert, AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useStaffMe } from '../api/get-staff-me';
import { navResources, resourceViews } from '../resource-views';

/**
 * The console's frame: a navigation of what the staff member may edit (a teacher: their
 * classes) beside the page; on a phone the navigation folds behind a menu button.
 */
export function StaffLayout({ children, signOut }: { children: ReactNode; signOut: ReactNode }) {
  const { t } = useTranslation(['staff', 'staff-learners']);
  const { pathname } = useLocation();
  const me = useStaffMe();
  const [opened, { toggle, close }] = useDisclosure(false);
  useEffect(close, [pathname, close]);

  if (me.error instanceof ApiError && me.error.code === 403) {
    return (
      <Stack p="xl" maw={560} mx="auto">
        <Alert color="yellow" title={t('console.title')} role="alert">
          {t('validation:staffOnly')}
        </Alert>
        <Button component={Link} to={paths.dashboard.root.getHref()} w="fit-content">
          {t('console.toDashboard')}
        </Button>
      </Stack>
    );
  }
  if (!me.data) return <QueryStatus query={me} />;

  const items = [
    ...navResources
      .filter((resource) => me.data.role === 'admin' || resourceViews[resource].nav === 'staff')
      .map((resource) => ({
        href: paths.staff.list.getHref(resource),
        label: t(`resources.${resource}.many`),
      })),
    { href: paths.staff.learners.getHref(), label: t('staff-learners:title') },
    ...(me.data.role === 'admin' ? [{ href: paths.staff.auditLog.getHref(), label: t('audit.title') }] : []),
  ];

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
              aria-controls="staff-navigation"
            />
            <Logo to={paths.staff.root.getHref()} />
            <Text size="sm" fw={600} c="dimmed" visibleFrom="xs">
              {t('console.title')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="md" truncate="end" maw={240}>
              {me.data.fullName} · {t(`roles.${me.data.role}`)}
            </Text>
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="staff-navigation" aria-label={t('console.navigation')}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>
            {items.map((item) => {
              const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <NavLink
                  key={item.href}
                  component={Link}
                  to={item.href}
                  label={item.label}
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
