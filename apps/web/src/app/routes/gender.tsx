import { useSearchParams } from 'react-router';
import { GenderStep } from '../../features/profiles/components/gender-step';
import { RequireActiveProfile } from '../../features/profiles/components/require-active-profile';
import { safeReturnPath } from '../../features/session/access-rules';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.gender' };

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <RequireActiveProfile>
      <GenderStep to={safeReturnPath(searchParams.get('to'))} />
    </RequireActiveProfile>
  );
}
