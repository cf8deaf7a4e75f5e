import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavigationButton } from '../../../components/navigation-entry';
import { notify } from '../../../components/notification-dialog';
import { accountProfileIds } from '../hooks/account-profiles';
import { useLogout } from '../hooks/use-logout';

/** The downloads for offline study this account keeps on the phone (none without Cache Storage). */
const keptDownloads = () =>
  import('../../offline/offline-cache')
    .then((downloads) => downloads.accountDownloads(accountProfileIds()))
    .catch(() => ({ meetings: 0, bytes: 0 }));

/** Sign out after confirming in the notification dialog; closing the dialog keeps the session. */
export function SignOutButton() {
  const { t } = useTranslation('session');
  const logout = useLogout();
  // Signing out removes the account's downloads from the phone (a shared family phone): said first.
  const confirmAndLogout = async () => {
    const kept = await keptDownloads();
    return notify({
      title: t('logout.title'),
      message:
        kept.meetings > 0
          ? `${t('logout.confirm')} ${t('logout.downloads', { count: kept.meetings })}`
          : t('logout.confirm'),
      okLabel: t('logout.ok'),
      cancelLabel: t('logout.cancel'),
    }).then(logout, () => {
      // Closed without confirmation: stay signed in.
    });
  };
  return (
    <NavigationButton
      label={t('logout.action')}
      Icon={IconLogout}
      onClick={() => void confirmAndLogout()}
      danger
    />
  );
}
