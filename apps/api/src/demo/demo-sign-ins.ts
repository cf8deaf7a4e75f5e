import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { App } from '../app';
import type { Settings } from '../config/settings';
import { hashSecret, verifySecret } from '../lib/passwords';
import { newPassword } from '../lib/secrets';
import { sessions, users } from '../db/schema/index';
import { demoLearner } from './demo-accounts';
import { demoStaff } from './demo-staff';
import { demoGradingFamily } from './demo-staff-grading';
import { demoLockedLearner } from './demo-staff-learners';
import { demoPayingLearner } from './demo-staff-payments';
import type { PublishedAccount, SeedPasswords } from './seed-passwords';

/** A demo account that can sign in, and the password the README publishes for it. */
export interface DemoSignIn {
  who: string;
  phoneNumber: string;
  password: string;
}

const signInOf = (who: string, account: PublishedAccount): DemoSignIn => ({
  who,
  phoneNumber: account.phoneNumber,
  password: account.password,
});

/**
 * Every demo account that can sign in (the reports' 64 learners cannot: their hash matches no
 * password). A seeder asking DemoPasswords for an account missing here fails the seed.
 */
export const demoSignIns: readonly DemoSignIn[] = [
  signInOf(`learner ${demoLearner.fullName}`, demoLearner),
  signInOf(`learner ${demoLockedLearner.fullName}`, demoLockedLearner),
  signInOf(`learner ${demoPayingLearner.fullName}`, demoPayingLearner),
  signInOf(`learner ${demoGradingFamily.fullName}`, demoGradingFamily),
  signInOf('admin', demoStaff.admin),
  signInOf(`teacher of ${demoStaff.teacherClassSlug}`, demoStaff.teacher),
];

/**
 * The passwords the demo accounts are seeded with (decision 0074): the published ones on a
 * localhost origin, or one generated per account for a server others reach.
 */
export class DemoPasswords implements SeedPasswords {
  private readonly generated: Map<string, string> | undefined;

  constructor(kind: Settings['demoPasswords']) {
    this.generated =
      kind === 'generated'
        ? new Map(demoSignIns.map((signIn) => [signIn.phoneNumber, newPassword()]))
        : undefined;
  }

  /** The password `account` is seeded with. */
  of(account: PublishedAccount): string {
    if (!this.generated) return account.password;
    const password = this.generated.get(account.phoneNumber);
    if (!password) throw new Error(`demo account ${account.phoneNumber} is missing from demoSignIns`);
    return password;
  }

  /** The generated sign-ins, to print once; none when the passwords are the published ones. */
  generatedSignIns(): DemoSignIn[] {
    return this.generated ? demoSignIns.map((signIn) => ({ ...signIn, password: this.of(signIn) })) : [];
  }
}

/** The one start-up print of generated demo passwords. */
export function generatedPasswordsBanner(signIns: DemoSignIn[]): string {
  return [
    '',
    '============ DEMO ACADEMY: GENERATED PASSWORDS ============',
    ' The demo accounts sign in with these passwords, shown only now:',
    ...signIns.map((signIn) => `   ${signIn.who.padEnd(36)} ${signIn.phoneNumber}  ${signIn.password}`),
    ' Later starts name the demo accounts, never their passwords.',
    ' Profile PINs are those of the README.',
    '============================================================',
  ].join('\n');
}

/** The start-up line saying which demo accounts this server holds, without their passwords. */
export function demoAccountsLine(held: DemoSignIn[]): string {
  if (held.length === 0) return 'demo accounts: none on this server';
  const names = held.map((signIn) => `${signIn.who} ${signIn.phoneNumber}`).join(', ');
  return `demo accounts on this server: ${names}; none has its published password`;
}

/**
 * Every start of a server whose demo passwords are generated (decision 0074): a demo account
 * still holding its published password gets a generated one, printed once by the server that
 * changed it, its sessions ended (DEMO_PUBLIC=true); without DEMO_PUBLIC the start stops and
 * says why. Then the log says which demo accounts exist, if any.
 */
export async function secureDemoSignIns(app: App): Promise<void> {
  const { db } = app.database;
  const held = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.phoneNumber,
        demoSignIns.map((signIn) => signIn.phoneNumber),
      ),
    );
  const heldByPhone = new Map(held.map((user) => [user.phoneNumber, user]));
  const accounts = demoSignIns.flatMap((signIn) => {
    const user = heldByPhone.get(signIn.phoneNumber);
    return user ? [{ ...user, signIn }] : [];
  });
  const checked = await Promise.all(
    accounts.map(async (account) => ({
      account,
      published: await verifySecret(account.passwordHash, account.signIn.password),
    })),
  );
  const published = checked.filter((check) => check.published).map((check) => check.account);
  if (published.length > 0 && !app.settings.DEMO_PUBLIC) {
    throw new Error(
      `The database holds demo accounts whose passwords are published in the README ` +
        `(${published.map((account) => `${account.signIn.who} ${account.phoneNumber}`).join(', ')}), ` +
        `and APP_ORIGIN ${app.settings.appOrigin} is public. Start with DEMO_PUBLIC=true to give them ` +
        `generated passwords (printed once), or use a database without the demo academy.`,
    );
  }
  const replaced: DemoSignIn[] = [];
  for (const account of published) {
    const password = newPassword();
    const passwordHash = await hashSecret(password);
    // Only the server whose update finds the published hash still there prints the new password.
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash)))
        .returning({ id: users.id });
      if (row) {
        // Whoever signed in with the published password is signed out (SessionService.revokeAll, in this transaction).
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)));
      }
      return row !== undefined;
    });
    if (changed) replaced.push({ ...account.signIn, password });
  }
  if (replaced.length > 0) app.log.warn(generatedPasswordsBanner(replaced));
  app.log.warn(demoAccountsLine(accounts.map((account) => account.signIn)));
}
