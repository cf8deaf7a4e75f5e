import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { getClassesQueryOptions } from '../features/classes/api/get-classes';
import { getCategoriesQueryOptions } from '../features/classes/api/get-categories';
import {
  getMyClassesQueryOptions,
  getProfileEnrolmentsQueryOptions,
  getRecentCoursesQueryOptions,
} from '../features/classes/api/get-profile-courses';
import { filtersFromQuery } from '../features/classes/explore-query';
import { getUpcomingCalendarQueryOptions } from '../features/meetings/api/get-calendar';
import { getBellNotificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { getAcademyQueryOptions } from '../hooks/use-academy';
import { getMeQueryOptions } from '../hooks/use-me';
import { activeProfile } from '../lib/active-profile';
import { pageOf } from '../lib/page-param';
import { queryClient } from '../lib/query-client';

/** How long the page's first screen waits for its data before it renders without it. */
const firstLoadWaitMs = 2000;
let firstLoad = true;

/** The router has rendered its first screen: later screens show theirs at once (router.tsx). */
export function firstScreenShown() {
  firstLoad = false;
}

/** Starts a screen's calls (`queryClient.prefetchQuery`, which never fails) for the active profile. */
type Calls = (profileId: string, args: LoaderFunctionArgs) => Promise<void>[];

const prefetchQuery = queryClient.prefetchQuery.bind(queryClient);

/**
 * A screen's loader (decision 0172): starts the calls its components render from as the route
 * is matched, beside its code and texts, instead of after its first render. On the page's first
 * load it waits for them (at most `firstLoadWaitMs`), so the screen renders once with its data
 * rather than once with placeholders and once more for each answer. The components ask for the
 * same queries (same keys), which the cache answers; a call that fails is left to them.
 */
function screenData(calls: Calls): LoaderFunction {
  return async (args) => {
    const profileId = activeProfile.get()?.id;
    if (!profileId) return null;
    const answered = Promise.all(calls(profileId, args));
    if (!firstLoad) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, firstLoadWaitMs)));
    await Promise.race([answered, waited]).finally(() => clearTimeout(timer));
    return null;
  };
}

/** The dashboard's frame: the academy, the account with its profiles, the bell's notifications. */
export const dashboardData = screenData((profileId) => [
  prefetchQuery(getAcademyQueryOptions()),
  prefetchQuery(getMeQueryOptions()),
  prefetchQuery(getBellNotificationsQueryOptions(profileId)),
]);

/** The dashboard's home: the classes being learned and the upcoming meetings. */
export const dashboardHomeData = screenData((profileId) => [
  prefetchQuery(getRecentCoursesQueryOptions(profileId)),
  prefetchQuery(getUpcomingCalendarQueryOptions(profileId, new Date())),
]);

/** Explore classes: the page of classes the address asks for, the categories, the profile's enrolments. */
export const exploreClassesData = screenData((profileId, { request }) => {
  const filters = filtersFromQuery(new URL(request.url).searchParams);
  return [
    prefetchQuery(getClassesQueryOptions(filters)),
    prefetchQuery(getCategoriesQueryOptions(filters.department)),
    prefetchQuery(getProfileEnrolmentsQueryOptions(profileId)),
  ];
});

/** My classes: the page of the profile's classes the address asks for. */
export const myClassesData = screenData((profileId, { request }) => [
  prefetchQuery(getMyClassesQueryOptions(profileId, pageOf(new URL(request.url).searchParams))),
]);
