import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { DeferredAppParts } from './deferred-app-parts';
import { theme } from './theme';

/** `client`: the browser's query cache by default; the server renders each page with a fresh one. */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  useEffect(() => {
    // Server texts follow Accept-Language: refetch what is on screen in the new language.
    const refetch = () => void client.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client]);

  return (
    // The theme's CSS variables are in index.html, written at build time (theme-variables-plugin).
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <QueryClientProvider client={client}>
        {children}
        <DeferredAppParts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
