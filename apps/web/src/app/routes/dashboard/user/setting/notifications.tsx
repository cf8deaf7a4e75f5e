import { useTranslation } from 'react-i18next';
import { NotificationSettingsForm } from '../../../../../features/notifications/components/notification-settings-form';
import { SettingsShell } from '../../../../../features/settings/components/settings-shell';
import type { RouteHandle } from '../../../../route-handle';

export const handle: RouteHandle = { title: 'notifications:settings.title' };

export function Component() {
  const { t } = useTranslation('notifications');
  return (
    <SettingsShell title={t('settings.title')}>
      <NotificationSettingsForm />
    </SettingsShell>
  );
}
