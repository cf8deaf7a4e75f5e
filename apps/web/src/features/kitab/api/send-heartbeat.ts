import { type ActiveHours, type HeartbeatBody } from '@academy/contract/active-hours';
import { activeHoursPaths } from '@academy/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /profile/active-hours: seconds spent on a visible material page since the last beat. */
export const sendHeartbeat = (body: HeartbeatBody) =>
  api.post<ActiveHours>(activeHoursPaths.heartbeat, { body });
