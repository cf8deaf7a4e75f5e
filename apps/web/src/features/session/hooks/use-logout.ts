import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/** Signs out: revokes the token, clears the stored session and cached data, goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    session.logout();
    queryClient.clear();
    void navigate(paths.home.getHref(), { replace: true });
  };
}
