import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { PushOffer } from '../../../features/notifications/components/push-offer';
import { ActiveProfileChip } from '../../../features/profiles/components/active-profile-chip';
import { RequireActiveProfile } from '../../../features/profiles/components/require-active-profile';
import { SignOutButton } from '../../../features/session/components/sign-out-button';
import { OfflineSyncRunner } from '../../../features/offline/components/offline-sync-runner';

export function Component() {
  return (
    <RequireActiveProfile>
      <DashboardLayout
        signOut={<SignOutButton />}
        activeProfile={
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <ActiveProfileChip />
          </Group>
        }
      >
        <OfflineSyncRunner />
        <Outlet />
        <PushOffer />
      </DashboardLayout>
    </RequireActiveProfile>
  );
}
