import { useSearchParams } from 'react-router';
import { RegisterForm } from '../../features/session/components/register-form';
import { VerificationForm } from '../../features/session/components/verification-form';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'auth:register.title', description: 'seo:register' };

/** /register, and its verification step /register?verify=<userId> (public like /register). */
export function Component() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('verify');
  return userId ? <VerificationForm key={userId} userId={userId} /> : <RegisterForm />;
}
