import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../styles/global.css';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { NotificationDialogHost } from '../components/notification-dialog';
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

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Server texts follow Accept-Language: refetch what is on screen in the new language.
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, []);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <NotificationDialogHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
