import { describe, expect, it } from 'vitest';
import { accessRedirect, afterSignInPath, isPublicPath, safeReturnPath } from './access-rules';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/link/abc',
    '/dept/quran',
    '/dept',
    '/terms-of-service',
    '/privacy-policy',
    '/store',
    '/kelas/tahsin-dasar',
    '/sertifikat/AbCdEfGhIjKlMnOp',
    '/invitation/abc-DEF_123',
    '/dev/sandbox-pay/AKD-20260101-ABC123',
    '/login/',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/dashboard/class',
    '/profile',
    '/gender',
    '/onboarding-address',
    '/login/extra',
    '/registered',
    '/storefront',
    '/dev/sandbox-payments',
    '/unknown',
  ])('%s needs sign-in', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('accessRedirect', () => {
  it('lets a signed-in learner go anywhere', () => {
    expect(accessRedirect({ pathname: '/dashboard/faq' }, true)).toBeNull();
    expect(accessRedirect({ pathname: '/login' }, true)).toBeNull();
  });

  it('lets a visitor open public paths', () => {
    expect(accessRedirect({ pathname: '/kelas/nahwu-1' }, false)).toBeNull();
    expect(accessRedirect({ pathname: '/' }, false)).toBeNull();
  });

  it('sends a visitor on a class page to its landing page', () => {
    expect(accessRedirect({ pathname: '/dashboard/class/42' }, false)).toBe('/kelas/42');
    expect(accessRedirect({ pathname: '/dashboard/class/42/brief' }, false)).toBe('/kelas/42');
    expect(accessRedirect({ pathname: '/dashboard/class/42/payment-method/7' }, false)).toBe('/kelas/42');
  });

  it('sends a visitor elsewhere to sign in with the original path in `to`', () => {
    expect(accessRedirect({ pathname: '/dashboard' }, false)).toBe('/login?to=%2Fdashboard');
    expect(accessRedirect({ pathname: '/dashboard/class' }, false)).toBe('/login?to=%2Fdashboard%2Fclass');
    expect(accessRedirect({ pathname: '/dashboard/class/upcoming' }, false)).toBe(
      '/login?to=%2Fdashboard%2Fclass%2Fupcoming',
    );
    expect(accessRedirect({ pathname: '/dashboard/transaction', search: '?page=2' }, false)).toBe(
      '/login?to=%2Fdashboard%2Ftransaction%3Fpage%3D2',
    );
    expect(accessRedirect({ pathname: '/profile' }, false)).toBe('/login?to=%2Fprofile');
  });
});

describe('return after sign-in', () => {
  it('goes through the profile picker, which returns to a path of this app', () => {
    expect(afterSignInPath('/dashboard/faq')).toBe('/profile?to=%2Fdashboard%2Ffaq');
    expect(safeReturnPath('/dashboard/class?x=1')).toBe('/dashboard/class?x=1');
  });

  it('ignores other sites and empty values', () => {
    expect(afterSignInPath('https://evil.example')).toBe('/profile');
    expect(afterSignInPath('//evil.example')).toBe('/profile');
    expect(afterSignInPath(null)).toBe('/profile');
  });

  it('skips the picker when a profile of the account is still chosen on this device', () => {
    expect(afterSignInPath('/dashboard/faq', true)).toBe('/dashboard/faq');
    expect(afterSignInPath('//evil.example', true)).toBe('/dashboard');
  });

  it('takes staff to the console, or to the console page they came from', () => {
    expect(afterSignInPath(null, false, true)).toBe('/staff');
    expect(afterSignInPath('/dashboard/faq', true, true)).toBe('/staff');
    expect(afterSignInPath('/staff/classes/abc', false, true)).toBe('/staff/classes/abc');
    expect(afterSignInPath('/staffing', false, true)).toBe('/staff');
  });
});
