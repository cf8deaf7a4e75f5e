import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/** Signs out: revokes the token, clears the stored session and cached data, goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Leave the signed-in page first: signed out on it, the access rules would send the
    // visitor to sign-in with this page as `to`.
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    session.logout();
    queryClient.clear();
  };
}
