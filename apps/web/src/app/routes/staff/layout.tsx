import { Outlet } from 'react-router';
import { StaffLayout } from '../../../features/staff/components/staff-layout';
import { SignOutButton } from '../../../features/session/components/sign-out-button';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff:console.title' };

export function Component() {
  return (
    <StaffLayout signOut={<SignOutButton />}>
      <Outlet />
    </StaffLayout>
  );
}
