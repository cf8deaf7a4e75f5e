import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../../../hooks/use-me';
import { useActiveProfileId } from '../../../lib/active-profile';

/**
 * Pages that study as a profile (the dashboard, onboarding steps) need an active profile of
 * this account: without one the learner picks it on /profile and comes back here.
 */
export function RequireActiveProfile({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const activeId = useActiveProfileId();
  const me = useMe();
  const known = !me.data || me.data.profiles.some((profile) => profile.id === activeId);
  if (activeId && known) return children;
  const here = `${pathname}${search}`;
  const to = here === paths.dashboard.root.getHref() ? null : here;
  return <Navigate to={paths.selectProfile.getHref(to)} replace />;
}
