import { Stack } from '@mantine/core';
import { DashboardLearning } from '../../../features/classes/components/dashboard-learning';
import { DashboardWelcome } from '../../../features/dashboard/components/dashboard-welcome';
import { DownloadedMeetingsCard } from '../../../features/offline/components/downloaded-meetings-card';
import { UpcomingMeetingsCard } from '../../../features/meetings/components/upcoming-meetings-card';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'nav.dashboard' };

export function Component() {
  return (
    <Stack gap="xl">
      <DashboardWelcome />
      <DownloadedMeetingsCard />
      <DashboardLearning meetings={<UpcomingMeetingsCard />} />
    </Stack>
  );
}
