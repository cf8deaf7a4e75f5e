import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavigationShell } from '../../../components/layouts/navigation-shell';
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
  const { t } = useTranslation([
    'staff',
    'staff-learners',
    'staff-grading',
    'staff-payments',
    'staff-reports',
    'staff-certificates',
    'staff-announcements',
    'staff-meetings',
    'recitations',
    'staff-question-bank',
  ]);
  const me = useStaffMe();

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
    // A teacher's own profile and sanad, which she edits (issue 38 item 13).
    ...(me.data.role === 'teacher' && me.data.teacherId
      ? [{ href: paths.staff.edit.getHref('teachers', me.data.teacherId), label: t('editor.ownProfile') }]
      : []),
    { href: paths.staff.learners.getHref(), label: t('staff-learners:title') },
    { href: paths.staff.grading.getHref(), label: t('staff-grading:nav') },
    { href: paths.staff.recitations.getHref(), label: t('recitations:queue.nav') },
    { href: paths.staff.transactions.getHref(), label: t('staff-payments:title') },
    { href: paths.staff.reports.getHref(), label: t('staff-reports:nav') },
    { href: paths.staff.certificates.getHref(), label: t('staff-certificates:nav') },
    { href: paths.staff.announcements.getHref(), label: t('staff-announcements:nav') },
    ...(me.data.role === 'admin'
      ? [
          { href: paths.staff.academyQuestionBank.getHref(), label: t('staff-question-bank:academy.nav') },
          { href: paths.staff.accountDeletions.getHref(), label: t('staff-learners:deletions.nav') },
          { href: paths.staff.auditLog.getHref(), label: t('audit.title') },
        ]
      : []),
  ];

  return (
    <NavigationShell
      id="staff-navigation"
      label={t('console.navigation')}
      home={paths.staff.root.getHref()}
      items={items}
      headerStart={
        <Text size="sm" fw={600} c="dimmed" visibleFrom="xs">
          {t('console.title')}
        </Text>
      }
      headerEnd={
        <Text size="sm" visibleFrom="md" truncate="end" maw={240}>
          {me.data.fullName} · {t(`roles.${me.data.role}`)}
        </Text>
      }
      footer={signOut}
    >
      {children}
    </NavigationShell>
  );
}
