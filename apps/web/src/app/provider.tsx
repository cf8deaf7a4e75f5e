import '../styles/mantine.css';
import '@mantine/notifications/styles.css';
// The home page's carousel is on the first screen: its styles load with the page, not after it.
import '@mantine/carousel/styles.css';
import '../styles/global.css';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { NotificationDialogHost } from '../components/notification-dialog';
import { AppStatus } from '../features/pwa/components/app-status';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * Toasts (spec §9: 3000 ms, bottom right). On a phone the bottom is where a screen's main button
 * sits, so there they appear at the top instead, over the header, never over the next action.
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={phone ? 'top-center' : 'bottom-right'} autoClose={3000} limit={4} />;
}

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
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <Toasts />
        <NotificationDialogHost />
        <AppStatus />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
