import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/app-styles';
import { readPrerenderState } from './app/prerender-state';
import { AppProvider } from './app/provider';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { captureEarlyInput } from './lib/early-input';
import { i18n, initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';

/** Starts the app in `#root` (src/boot.ts decides when). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await initI18n();
  const state = readPrerenderState();
  // The server renders pages as a signed-out visitor sees them, in the request's language:
  // hydrate only when this visitor would see the same, otherwise render afresh.
  const sameView = state !== null && state.language === i18n.language && !session.get().status.loggedIn;
  if (sameView) {
    hydrate(queryClient, state.queries);
    await Promise.all([i18n.loadNamespaces(state.namespaces), loadMatchedRoutes(window.location.pathname)]);
  }
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
  // What was typed or tapped on the server's markup is given back to the app's, hydrated or new.
  captureEarlyInput(container);
  if (sameView) {
    // As a transition, hydration yields to the browser between components instead of holding
    // the main thread for one long task (total blocking time on a slow phone).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
