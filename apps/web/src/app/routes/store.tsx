import { StoreList } from '../../features/catalogue/components/store-list';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'classes:store.title', description: 'seo:store' };

export function Component() {
  return <StoreList />;
}
