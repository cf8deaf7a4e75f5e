import { DownloadsScreen } from '../../../features/offline/components/downloads-screen';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'offline:screen.title' };

export function Component() {
  return <DownloadsScreen />;
}
