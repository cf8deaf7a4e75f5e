import type { StaffResourceName } from '@academy/contract/endpoints';
import type { StaffMe } from '@academy/contract/staff';
import { resourceViews } from './resource-views';

export type StaffRole = StaffMe['role'];

/**
 * What the console offers each role, as the API allows it: an admin everything; a teacher the
 * records of the classes they teach (never the academy-wide lists, the change log or account
 * deletions), and new records only inside one of their classes (a new class is an admin's).
 */
export function mayOpen(role: StaffRole, resource: StaffResourceName) {
  return role === 'admin' || resourceViews[resource].nav !== 'admin';
}

export function mayCreate(role: StaffRole, resource: StaffResourceName) {
  const view = resourceViews[resource];
  if (!view.canCreate) return false;
  return role === 'admin' || (mayOpen(role, resource) && view.parent !== undefined);
}

export const isAdmin = (role: StaffRole) => role === 'admin';

/** A teacher's own record: her teacher profile, which she edits (issue 38 item 13). */
export const isOwnRecord = (
  me: Pick<StaffMe, 'role' | 'teacherId'>,
  resource: StaffResourceName,
  id: string,
) => me.role === 'teacher' && resource === 'teachers' && me.teacherId === id;

/** Who opens a record's page: whoever opens its resource, and a teacher her own profile. */
export const mayOpenRecord = (
  me: Pick<StaffMe, 'role' | 'teacherId'>,
  resource: StaffResourceName,
  id: string,
) => mayOpen(me.role, resource) || isOwnRecord(me, resource, id);

/**
 * Who changes (edits, removes) the questions of a bank: an admin any; a teacher those of a class's
 * bank (the API lets them reach only the classes they teach), never the academy's (decision 0121).
 */
export const mayChangeBank = (role: StaffRole, classId: string | null) =>
  role === 'admin' || classId !== null;
