import { useSearchParams } from 'react-router';
import { AddressStep } from '../../features/profiles/components/address-step';
import { RequireActiveProfile } from '../../features/profiles/components/require-active-profile';
import { safeReturnPath } from '../../features/session/access-rules';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.address' };

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <RequireActiveProfile>
      <AddressStep to={safeReturnPath(searchParams.get('to'))} />
    </RequireActiveProfile>
  );
}
