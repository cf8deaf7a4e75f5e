import { LoginForm } from '../../features/session/components/login-form';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'auth:login.title', description: 'seo:login' };

export function Component() {
  return <LoginForm />;
}
