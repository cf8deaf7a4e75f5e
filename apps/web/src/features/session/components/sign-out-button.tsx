import { NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notification-dialog';
import { useLogout } from '../hooks/use-logout';

/** Sign out after confirming in the notification dialog; closing the dialog keeps the session. */
export function SignOutButton() {
  const { t } = useTranslation('session');
  const logout = useLogout();
  const confirmAndLogout = () =>
    notify({
      title: t('logout.title'),
      message: t('logout.confirm'),
      okLabel: t('logout.ok'),
      cancelLabel: t('logout.cancel'),
    }).then(logout, () => {
      // Closed without confirmation: stay signed in.
    });
  return (
    <NavLink
      component="button"
      type="button"
      label={t('logout.action')}
      leftSection={<IconLogout size={20} stroke={1.75} aria-hidden="true" />}
      onClick={() => void confirmAndLogout()}
      c="red.8"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
