import { LegalDocument } from '../../features/legal/components/legal-document';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'legal:privacy.title' };

export function Component() {
  return <LegalDocument document="privacy" />;
}
