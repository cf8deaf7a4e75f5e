import type { StaffRole } from '@academy/contract/staff';
import type { Gender } from '@academy/contract/user';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teachers, users } from '../../db/schema/index';
import type { AccountService } from '../accounts/index';
import type { StaffActor } from './staff-resource-service';

export interface NewStaffAccount {
  fullName: string;
  phoneNumber: string;
  email: string;
  password: string;
  gender: Gender;
  role: StaffRole;
}

/** Staff accounts (decisions §8): ordinary accounts with a role, signed in the same way. */
export class StaffAccountService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
  ) {}

  /** The staff member behind a signed-in account, or undefined for a learner. */
  async actor(userId: string): Promise<StaffActor | undefined> {
    const [row] = await this.db
      .select({ fullName: users.fullName, role: users.role, teacherId: teachers.id })
      .from(users)
      .leftJoin(teachers, eq(teachers.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row?.role) return undefined;
    return { userId, fullName: row.fullName, role: row.role, teacherId: row.teacherId };
  }

  /** A verified account with a staff role (`npm run staff:create`, the demo seed). */
  async create(input: NewStaffAccount): Promise<string> {
    const { user } = await this.accounts.register(
      {
        fullName: input.fullName,
        gender: input.gender,
        phoneNumber: input.phoneNumber,
        email: input.email,
        password: input.password,
      },
      'id',
      { verified: true },
    );
    await this.db.update(users).set({ role: input.role }).where(eq(users.id, user.id));
    return user.id;
  }
}
