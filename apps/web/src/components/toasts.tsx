import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts (spec §9: 3000 ms, bottom right). On a phone the bottom is where a screen's main button
 * sits, so there they appear at the top instead, over the header, never over the next action.
 * Mounted once, after the first screen (src/app/deferred-app-parts.tsx); a toast shown before
 * waits in Mantine's store.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={phone ? 'top-center' : 'bottom-right'} autoClose={3000} limit={4} />;
}
