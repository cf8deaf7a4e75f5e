import { profilePaths } from '@academy/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * Enters the profile's PIN for this sign-in when the exam PIN gate refused an attempt call
 * (decision 0073): the profile's PIN check, which unlocks its exam calls for this sign-in only.
 */
export const enterExamPin = (profileId: string, pin: string) =>
  api.post<{ valid: true }>(profilePaths.checkPin(profileId), { body: { pin } });
