import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation, useRouteError } from 'react-router';
import { accessRedirect } from '../../features/session/access-rules';
import { useAcademy } from '../../hooks/use-academy';
import { useCurrentContentTitle } from '../../lib/page-title';
import { EarlyInputReplay } from '../../lib/early-input';
import { useSession } from '../../lib/session';
import type { RouteHandle } from '../route-handle';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={t('loading')}>
      <Loader aria-hidden />
    </Center>
  );
}

/**
 * Page title per route (route `handle.title`), with the academy's name as the default. A leaf of
 * its own: a page naming the tab after its content re-renders this, not the screen below the
 * root layout (a whole class page rendered again at once was a long task on a slow phone).
 */
function PageTitle() {
  const matches = useMatches();
  const academy = useAcademy();
  const key = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  // Load the title's namespace without suspending the whole app; the title follows once loaded.
  const namespace = key?.title?.includes(':') ? key.title.split(':')[0] : 'common';
  const { t } = useTranslation(namespace, { useSuspense: false });
  const content = useCurrentContentTitle();
  const site = academy.data?.name ?? t('app.title');
  const page = content ?? (key?.title ? t(key.title) : null);
  const title = page ? `${page} · ${site}` : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * Every navigation starts at the top of the page (spec §1). The page the browser opened is no
 * navigation: a learner may have scrolled a server-rendered page before the app hydrated it,
 * and putting the page back at the top would move a button from under their finger.
 */
function useScrollToTopOnNavigation() {
  const { key } = useLocation();
  const shown = useRef(key);
  useLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    window.scrollTo(0, 0);
  }, [key]);
}

/**
 * A thin bar along the top while the next screen loads, so a tap on a slow phone visibly did
 * something (the screen's code arrives on demand).
 */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('loading')} />;
}

/** The root view only hosts the current screen; it applies access rules, title and scrolling. */
export function RootLayout() {
  const location = useLocation();
  const { status } = useSession();
  useScrollToTopOnNavigation();

  const redirect = accessRedirect(location, status.loggedIn);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <PageTitle />
      <NavigationProgress />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <EarlyInputReplay />
      </Suspense>
    </>
  );
}

/** A screen failed to load (its chunk or stylesheet did not arrive) or threw while rendering. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error) console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={420} ta="center">
        <Title order={1} size="h2">
          {t('error.title')}
        </Title>
        <Text c="dimmed">{t('error.generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Center>
  );
}
