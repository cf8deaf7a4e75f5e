import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../styles/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { NotificationDialogHost } from '../components/notification-dialog';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

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
        <Notifications position="bottom-right" autoClose={3000} limit={4} />
        <NotificationDialogHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
