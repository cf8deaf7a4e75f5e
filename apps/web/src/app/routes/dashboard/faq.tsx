import { FaqList } from '../../../features/catalogue/components/faq-list';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'classes:faq.title' };

export function Component() {
  return <FaqList />;
}
