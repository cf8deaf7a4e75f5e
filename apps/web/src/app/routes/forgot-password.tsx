import { ForgotPasswordFlow } from '../../features/session/components/forgot-password-flow';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'auth:forgot.title' };

export function Component() {
  return <ForgotPasswordFlow />;
}
