import { paths } from '../../config/paths';

/** Paths a visitor may open (spec §6): exact ones, and whole subtrees by prefix. */
const publicExact = new Set(['/', '/login', '/register', '/forgot-password']);
const publicPrefixes = [
  '/link',
  '/dept',
  '/terms-of-service',
  '/privacy-policy',
  '/store',
  '/kelas',
  // Certificate verification (decisions §1): anyone who scans a certificate's QR code.
  '/sertifikat',
  // An imported learner's invitation (decision 0117): they have no password to sign in with yet.
  '/invitation',
  // The sandbox payer (decisions §6) stands in for a bank app: whoever holds the QR code pays there.
  '/dev/sandbox-pay',
];

const underPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalize(pathname);
  return publicExact.has(path) || publicPrefixes.some((prefix) => underPrefix(path, prefix));
}

/** Class pages signed-out visitors see as the class landing page instead (decisions §1). */
const classPage = /^\/dashboard\/class\/([^/]+)(?:\/.*)?$/;
const classSections = new Set(['upcoming']);

/**
 * Where a visitor or learner must go instead of `location`, or null to stay (spec §6).
 * Signed out on /dashboard/class/{id}… → /kelas/{id}; on any other protected path →
 * /login?to=<original path and query>.
 */
export function accessRedirect(
  location: { pathname: string; search?: string },
  loggedIn: boolean,
): string | null {
  if (loggedIn || isPublicPath(location.pathname)) return null;
  const classId = classPage.exec(normalize(location.pathname))?.[1];
  if (classId && !classSections.has(classId)) return paths.classLanding.getHref(decodeURIComponent(classId));
  return paths.login.getHref(`${location.pathname}${location.search ?? ''}`);
}

/** A `to` value is followed only when it is a path of this app (no open redirect). */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  return to;
}

/**
 * Where sign-in leads: the profile picker (decisions §1 onboarding order), which continues to
 * `to` when it is a path of this app, else to the dashboard. A learner whose profile on this
 * device is still chosen goes straight on. Staff accounts go to the staff console instead.
 */
export function afterSignInPath(
  to: string | null | undefined,
  hasActiveProfile = false,
  staff = false,
): string {
  const target = safeReturnPath(to);
  // Staff go to their console (decisions §8), or to the console page they were sent from.
  if (staff) {
    const console = paths.staff.root.getHref();
    return target && (target === console || target.startsWith(`${console}/`)) ? target : console;
  }
  if (hasActiveProfile) return target ?? paths.dashboard.root.getHref();
  return paths.selectProfile.getHref(target);
}
