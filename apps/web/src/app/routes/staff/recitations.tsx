import { RecitationQueue } from '../../../features/recitations/components/recitation-queue';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'recitations:queue.title' };

export function Component() {
  return <RecitationQueue />;
}
