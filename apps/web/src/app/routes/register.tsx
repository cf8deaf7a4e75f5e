import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../features/session/access-rules';
import { RegisterForm } from '../../features/session/components/register-form';
import { VerificationForm } from '../../features/session/components/verification-form';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'auth:register.title', description: 'seo:register' };

/** /register, and its verification step /register?verify=<userId> (public like /register). */
export function Component() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('verify');
  // `to` (a class page the newcomer signed up from) is kept through verification and onboarding.
  const to = safeReturnPath(searchParams.get('to'));
  return userId ? <VerificationForm key={userId} userId={userId} to={to} /> : <RegisterForm to={to} />;
}
