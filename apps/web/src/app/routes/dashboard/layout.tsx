import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { SignOutButton } from '../../../features/session/components/sign-out-button';

export function Component() {
  return (
    <DashboardLayout signOut={<SignOutButton />}>
      <Outlet />
    </DashboardLayout>
  );
}
