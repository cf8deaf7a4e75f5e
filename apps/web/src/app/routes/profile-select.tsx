import { useSearchParams } from 'react-router';
import { ProfilePicker } from '../../features/profiles/components/profile-picker';
import { safeReturnPath } from '../../features/session/access-rules';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'profiles:titles.picker' };

export function Component() {
  const [searchParams] = useSearchParams();
  return <ProfilePicker to={safeReturnPath(searchParams.get('to'))} />;
}
