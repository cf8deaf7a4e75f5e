import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { dismissNotification } from '../components/notification-dialog';
import { paths } from '../config/paths';
import { setProfileGateHandler, setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { PageLoader, RootErrorBoundary, RootLayout } from './routes/root';
import { screen } from './screen';
import { sendAway } from './send-away';
import {
  dashboardData,
  dashboardHomeData,
  exploreClassesData,
  firstScreenShown,
  myClassesData,
} from './screen-data';

/**
 * Every screen is a lazy route module in src/app/routes/ exporting `Component` and
 * `handle: RouteHandle` (its page title). Modules stay thin: they compose features.
 * To add a screen: a path in src/config/paths.ts, a module in routes/, one line here.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    // While the first screen's code, texts and data arrive (screen-data.ts).
    HydrateFallback: PageLoader,
    children: [
      {
        // Public pages: header with language switcher and sign-in, footer with the academy.
        lazy: () => screen(import('./routes/public-layout')),
        children: [
          { index: true, lazy: () => screen(import('./routes/home')) },
          { path: paths.login.path, lazy: () => screen(import('./routes/login')) },
          { path: paths.register.path, lazy: () => screen(import('./routes/register')) },
          { path: paths.forgotPassword.path, lazy: () => screen(import('./routes/forgot-password')) },
          { path: paths.invitation.path, lazy: () => screen(import('./routes/invitation')) },
          { path: paths.privacyPolicy.path, lazy: () => screen(import('./routes/privacy-policy')) },
          { path: paths.termsOfService.path, lazy: () => screen(import('./routes/terms-of-service')) },
          { path: paths.shortLink.path, lazy: () => screen(import('./routes/short-link')) },
          { path: paths.department.path, lazy: () => screen(import('./routes/department')) },
          { path: paths.classLanding.path, lazy: () => screen(import('./routes/class-landing')) },
          { path: paths.store.path, lazy: () => screen(import('./routes/store')) },
          { path: paths.sandboxPay.path, lazy: () => screen(import('./routes/sandbox-pay')) },
          {
            path: paths.certificateVerification.path,
            lazy: () => screen(import('./routes/certificate-verification')),
          },
          { path: '*', lazy: () => screen(import('./routes/not-found')) },
        ],
      },
      {
        // Signed in, before the dashboard: pick a profile, then the onboarding steps.
        lazy: () => screen(import('./routes/onboarding-layout')),
        children: [
          { path: paths.selectProfile.path, lazy: () => screen(import('./routes/profile-select')) },
          { path: paths.selectGender.path, lazy: () => screen(import('./routes/gender')) },
          { path: paths.onboardingAddress.path, lazy: () => screen(import('./routes/onboarding-address')) },
        ],
      },
      {
        path: paths.dashboard.root.path,
        lazy: () => screen(import('./routes/dashboard/layout')),
        loader: dashboardData,
        children: [
          { index: true, lazy: () => screen(import('./routes/dashboard/home')), loader: dashboardHomeData },
          {
            path: paths.dashboard.exploreClasses.path,
            lazy: () => screen(import('./routes/dashboard/class/explore')),
            loader: exploreClassesData,
          },
          {
            path: paths.dashboard.upcomingClasses.path,
            lazy: () => screen(import('./routes/dashboard/class/upcoming')),
          },
          {
            path: paths.dashboard.classDetail.path,
            lazy: () => screen(import('./routes/dashboard/class/detail')),
          },
          {
            path: paths.dashboard.classBrief.path,
            lazy: () => screen(import('./routes/dashboard/class/brief')),
          },
          {
            path: paths.dashboard.classPayment.path,
            lazy: () => screen(import('./routes/dashboard/class/payment')),
          },
          {
            path: paths.dashboard.kitabPayment.path,
            lazy: () => screen(import('./routes/dashboard/class/payment')),
          },
          {
            path: paths.dashboard.examPayment.path,
            lazy: () => screen(import('./routes/dashboard/class/payment')),
          },
          {
            path: paths.dashboard.transactions.path,
            lazy: () => screen(import('./routes/dashboard/transaction/list')),
          },
          {
            path: paths.dashboard.qris.path,
            lazy: () => screen(import('./routes/dashboard/transaction/qris')),
          },
          {
            path: paths.dashboard.material.path,
            lazy: () => screen(import('./routes/dashboard/kitab/material')),
          },
          { path: paths.dashboard.exam.path, lazy: () => screen(import('./routes/dashboard/kitab/exam')) },
          {
            path: paths.dashboard.examFinish.path,
            lazy: () => screen(import('./routes/dashboard/kitab/exam-finish')),
          },
          {
            path: paths.dashboard.examReport.path,
            lazy: () => screen(import('./routes/dashboard/kitab/exam-report')),
          },
          {
            path: paths.dashboard.myClasses.path,
            lazy: () => screen(import('./routes/dashboard/my-classes')),
            loader: myClassesData,
          },
          { path: paths.dashboard.calendar.path, lazy: () => screen(import('./routes/dashboard/calendar')) },
          {
            path: paths.dashboard.notifications.path,
            lazy: () => screen(import('./routes/dashboard/notifications')),
          },
          {
            path: paths.dashboard.notificationSettings.path,
            lazy: () => screen(import('./routes/dashboard/user/setting/notifications')),
          },
          { path: paths.dashboard.faq.path, lazy: () => screen(import('./routes/dashboard/faq')) },
          {
            path: paths.dashboard.downloads.path,
            lazy: () => screen(import('./routes/dashboard/downloads')),
          },
          { path: paths.dashboard.profile.path, lazy: () => screen(import('./routes/dashboard/profile')) },
          {
            path: paths.dashboard.settings.path,
            lazy: () => screen(import('./routes/dashboard/user/setting')),
          },
          {
            path: paths.dashboard.profileSettings.path,
            lazy: () => screen(import('./routes/dashboard/user/setting/profile')),
          },
          {
            path: paths.dashboard.pinSettings.path,
            lazy: () => screen(import('./routes/dashboard/user/setting/pin')),
          },
          {
            path: paths.dashboard.examPinSettings.path,
            lazy: () => screen(import('./routes/dashboard/user/setting/exam-pin')),
          },
          { path: '*', lazy: () => screen(import('./routes/not-found')) },
        ],
      },
      {
        // The staff console: its own chunks, never loaded on a learner's pages.
        path: paths.staff.root.path,
        lazy: () => screen(import('./routes/staff/layout')),
        children: [
          { index: true, lazy: () => screen(import('./routes/staff/home')) },
          { path: paths.staff.auditLog.path, lazy: () => screen(import('./routes/staff/audit-log')) },
          {
            path: paths.staff.announcements.path,
            lazy: () => screen(import('./routes/staff/announcements')),
          },
          { path: paths.staff.grading.path, lazy: () => screen(import('./routes/staff/grading')) },
          {
            path: paths.staff.gradingAttempt.path,
            lazy: () => screen(import('./routes/staff/grading-attempt')),
          },
          { path: paths.staff.gradingExam.path, lazy: () => screen(import('./routes/staff/grading-exam')) },
          { path: paths.staff.recitations.path, lazy: () => screen(import('./routes/staff/recitations')) },
          { path: paths.staff.recitation.path, lazy: () => screen(import('./routes/staff/recitation')) },
          { path: paths.staff.transactions.path, lazy: () => screen(import('./routes/staff/transactions')) },
          { path: paths.staff.transaction.path, lazy: () => screen(import('./routes/staff/transaction')) },
          { path: paths.staff.reports.path, lazy: () => screen(import('./routes/staff/reports')) },
          { path: paths.staff.certificates.path, lazy: () => screen(import('./routes/staff/certificates')) },
          {
            path: paths.staff.certificateIssue.path,
            lazy: () => screen(import('./routes/staff/certificate-issue')),
          },
          { path: paths.staff.certificate.path, lazy: () => screen(import('./routes/staff/certificate')) },
          { path: paths.staff.learners.path, lazy: () => screen(import('./routes/staff/learners')) },
          { path: paths.staff.learner.path, lazy: () => screen(import('./routes/staff/learner')) },
          {
            path: paths.staff.accountDeletions.path,
            lazy: () => screen(import('./routes/staff/account-deletions')),
          },
          { path: paths.staff.gradebook.path, lazy: () => screen(import('./routes/staff/gradebook')) },
          {
            path: paths.staff.classMeetings.path,
            lazy: () => screen(import('./routes/staff/class-meetings')),
          },
          { path: paths.staff.attendance.path, lazy: () => screen(import('./routes/staff/attendance')) },
          {
            path: paths.staff.questionImport.path,
            lazy: () => screen(import('./routes/staff/question-import')),
          },
          {
            path: paths.staff.academyQuestionBank.path,
            lazy: () => screen(import('./routes/staff/academy-question-bank')),
          },
          { path: paths.staff.examPreview.path, lazy: () => screen(import('./routes/staff/exam-preview')) },
          { path: paths.staff.classPreview.path, lazy: () => screen(import('./routes/staff/class-preview')) },
          {
            path: paths.staff.learnerImport.path,
            lazy: () => screen(import('./routes/staff/learner-import')),
          },
          { path: paths.staff.list.path, lazy: () => screen(import('./routes/staff/list')) },
          { path: paths.staff.create.path, lazy: () => screen(import('./routes/staff/edit')) },
          { path: paths.staff.edit.path, lazy: () => screen(import('./routes/staff/edit')) },
        ],
      },
    ],
  },
];

/**
 * Loads the route modules `pathname` matches before the router starts, so a page the server
 * rendered hydrates at once instead of showing a loader while its chunks arrive.
 */
export async function loadMatchedRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/** The browser's router, with the app-wide reactions to navigation and to a 401. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Only the page's first screen waits for its data (screen-data.ts).
  if (router.state.initialized) firstScreenShown();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      firstScreenShown();
      stop();
    });
  }

  // A dialog belongs to the screen that opened it: leaving the screen closes it (rejected).
  let lastPathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === lastPathname) return;
    lastPathname = state.location.pathname;
    dismissNotification();
  });

  // The server's PIN gate refused the active profile (another session locked it, changed its PIN
  // or turned its PIN on): pick the profile again, with its PIN, and come back here.
  setProfileGateHandler(() => {
    // The picker forgets the refused profile once this page is gone (routes/profile-select.tsx).
    sendAway(router, paths.selectProfile, { profileGate: true });
  });

  // Any 401 on a signed-in call: logout and go to /login (spec §4), returning here after sign-in.
  setUnauthorizedHandler(() => {
    session.logout({ revoke: false });
    queryClient.clear();
    sendAway(router, paths.login);
  });
  return router;
}
