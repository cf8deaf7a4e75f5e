import type { StaffRole } from '@academy/contract/staff';
import type { SignedInUser } from '@academy/contract/user';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { teachers } from '../../src/db/schema/index';
import { bearer, newAccountData } from './account-factory';

export interface StaffMember {
  userId: string;
  token: string;
  headers: Record<string, string>;
}

/** A staff account (admin, or a teacher linked to `teacherId`), signed in through the API. */
export async function createStaff(app: App, role: StaffRole, teacherId?: string): Promise<StaffMember> {
  const account = newAccountData({ fullName: role === 'admin' ? 'Admin Akademi' : 'Guru Akademi' });
  const userId = await app.services.staffAccounts.create({ ...account, role });
  if (teacherId) await app.database.db.update(teachers).set({ userId }).where(eq(teachers.id, teacherId));
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: account.phoneNumber, password: account.password },
  });
  const user = (response.json() as { data: SignedInUser }).data;
  return { userId, token: user.token, headers: { ...bearer(user.token), 'accept-language': 'en' } };
}

/**
 * The three staff an access rule is tested with: an admin, the teacher of `teacherId`'s classes
 * and a teacher of none of them (a new teacher record).
 */
export async function staffTrio(app: App, teacherId: string) {
  const admin = await createStaff(app, 'admin');
  const teacher = await createStaff(app, 'teacher', teacherId);
  const [other] = await app.database.db
    .insert(teachers)
    .values({ name: 'Ustadzah Lain', bio: { en: 'Another teacher', id: 'Guru lain' }, photoUrl: null })
    .returning({ id: teachers.id });
  const otherTeacher = await createStaff(app, 'teacher', other!.id);
  return { admin, teacher, otherTeacher };
}
