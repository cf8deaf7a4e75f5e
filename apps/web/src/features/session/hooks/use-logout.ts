import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { accountProfileIds } from './account-profiles';

/**
 * The learner's own sign-out: the token is revoked while it is still stored, the stored session is
 * cleared, the account's downloads for offline study leave the phone (decision 0156), and the app
 * starts afresh on the home page. The fresh start leaves nothing of the account in memory (shared
 * devices) and no signed-in screen mounted to react to the signed-out state.
 */
export function useLogout() {
  return async () => {
    const profileIds = accountProfileIds();
    await session.revoke();
    session.logout({ revoke: false });
    await import('../../offline/offline-cache')
      .then((downloads) => downloads.removeAccountDownloads(profileIds))
      .catch(() => undefined);
    window.location.replace(paths.home.getHref());
  };
}
