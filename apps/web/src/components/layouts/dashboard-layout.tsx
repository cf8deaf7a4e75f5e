import {
  IconBook2,
  IconCalendarEvent,
  IconCompass,
  IconDownload,
  IconHelpCircle,
  IconHome,
  IconReceipt,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { NavigationShell } from './navigation-shell';

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
  { key: 'nav.calendar', href: paths.dashboard.calendar.getHref(), exact: false, Icon: IconCalendarEvent },
  {
    key: 'nav.transactions',
    href: paths.dashboard.transactions.getHref(),
    exact: false,
    Icon: IconReceipt,
  },
  { key: 'nav.downloads', href: paths.dashboard.downloads.getHref(), exact: false, Icon: IconDownload },
  { key: 'nav.profile', href: paths.dashboard.profile.getHref(), exact: false, Icon: IconUserCircle },
  { key: 'nav.faq', href: paths.dashboard.faq.getHref(), exact: false, Icon: IconHelpCircle },
  { key: 'nav.settings', href: paths.dashboard.settings.getHref(), exact: false, Icon: IconSettings },
] as const;

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
  return (
    <NavigationShell
      id="dashboard-navigation"
      label={t('nav.label')}
      home={paths.dashboard.root.getHref()}
      items={navigation.map(({ key, ...item }) => ({ ...item, label: t(key) }))}
      headerEnd={activeProfile}
      footer={signOut}
    >
      {children}
    </NavigationShell>
  );
}
