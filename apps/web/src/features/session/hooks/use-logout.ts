import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/**
 * The learner's own sign-out: the token is revoked while it is still stored, the stored session is
 * cleared, and the app starts afresh on the home page. The fresh start leaves nothing of the account
 * in memory (shared devices) and no signed-in screen mounted to react to the signed-out state.
 */
export function useLogout() {
  return async () => {
    await session.revoke();
    session.logout({ revoke: false });
    window.location.replace(paths.home.getHref());
  };
}
