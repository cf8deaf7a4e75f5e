import { maxHeartbeatSeconds, type ActiveHours, type HeartbeatBody } from '@academy/contract/active-hours';
import { activeHoursPaths } from '@academy/contract/endpoints';
import { useEffect } from 'react';
import { api } from '../lib/api-client';

/** POST /profile/active-hours: seconds spent on a visible study page since the last beat. */
export const sendHeartbeat = (body: HeartbeatBody) =>
  api.post<ActiveHours>(activeHoursPaths.heartbeat, { body });

/** How often a visible study page reports its time (the API counts at most 60 s a beat). */
export const heartbeatIntervalMs = 30_000;

/**
 * Counts the time a study page (a material, an exam being sat) is visible (Page Visibility
 * API) as the profile's active hours: a beat every 30 s while visible, and one when the page is hidden or left, carrying
 * the visible seconds since the previous beat. Hidden time is never counted.
 */
export function useActiveHoursHeartbeat(profileId: string | null) {
  useEffect(() => {
    if (!profileId) return;
    let visibleSince: number | null = document.visibilityState === 'visible' ? Date.now() : null;

    const beat = () => {
      if (visibleSince === null) return;
      const now = Date.now();
      const seconds = Math.min(Math.floor((now - visibleSince) / 1000), maxHeartbeatSeconds);
      if (seconds < 1) return;
      visibleSince = now;
      // Time is a courtesy count: a lost beat is not worth an error on a study screen.
      sendHeartbeat({ profileId, seconds }).catch(() => undefined);
    };

    const timer = window.setInterval(beat, heartbeatIntervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        beat();
        visibleSince = null;
      } else {
        visibleSince = Date.now();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      beat();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [profileId]);
}
