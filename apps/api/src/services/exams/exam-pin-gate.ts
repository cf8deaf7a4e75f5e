import { AppError } from '../../lib/app-error';
import { pinLocked, type ExamPinGate } from '../profiles/index';

/**
 * THE exam PIN gate of every call on an attempt (read, save, finish, report; decision 0073):
 * while the profile's exam PIN is on, or the exam always asks for it, only a session that entered
 * the profile's PIN (once, as the profile PIN gate counts it) acts on its attempts. 403
 * `examPinRequired` until then; 423 while the PIN is locked after five wrong tries.
 */
export function passExamPinGate(gate: ExamPinGate, examAsksPin: boolean, now: Date): void {
  if (gate.entered || !(gate.required || examAsksPin)) return;
  if (gate.lockedUntil && gate.lockedUntil > now) throw pinLocked(gate.lockedUntil, now);
  throw new AppError(403, 'examPinRequired');
}
