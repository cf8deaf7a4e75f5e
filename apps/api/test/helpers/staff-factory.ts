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
