import type { Language } from '@academy/contract/language';
import type { Me } from '@academy/contract/profile';
import type { AccountOtpPurpose, Gender, OtpChannel, SignedInUser, User } from '@academy/contract/user';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { accountDeletions, profiles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashSecret, noPasswordHash, verifyAgainstDummy, verifySecret } from '../../lib/passwords';
import {
  isUniqueViolation,
  profileViewColumns,
  toProfile,
  toSignedInUser,
  toUser,
  userViewColumns,
  type UserRow,
} from './account-views';
import type { FailureCounterService } from './failure-counter-service';
import type { MessagePurpose } from '../messages/index';
import { otpCooldownError, type OtpService } from './otp-service';
import { assertContactsFree, claimContacts, type ContactField } from './contact-claims';
import type { SessionService } from './session-service';
import { passwordCheckLimit, signInCounters, signInPhoneKey } from './sign-in-limits';

export interface NewAccount {
  fullName: string;
  gender: Gender;
  phoneNumber: string;
  email: string;
  password: string;
}

/**
 * What registration needs of the profiles domain: every account starts with its main profile.
 * Accounts own that rule and say what they need; profiles (which build on accounts) provide it.
 */
export interface MainProfiles {
  createMain(
    tx: Transaction,
    userId: string,
    name: string,
    gender: Gender,
    pin?: string,
  ): Promise<{ id: string }>;
}

/** Accounts: registration, verification, sign-in, and changes to the account's own data. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      sessions: SessionService;
      otp: OtpService;
      profiles: MainProfiles;
      counters: FailureCounterService;
      otpChannel: OtpChannel;
    },
  ) {}

  /**
   * Creates the account and its main profile (from its name and gender, no PIN). A verified
   * account (the demo seed) skips the code; otherwise one goes out on the deployment's channel.
   * Unverified accounts hold neither phone number nor e-mail: one holding either is replaced.
   */
  async register(
    input: NewAccount,
    language: Language,
    options: { verified?: boolean; mainProfilePin?: string } = {},
  ): Promise<{ user: User; mainProfileId: string; resendAvailableAt?: Date }> {
    await assertContactsFree(this.db, { phoneNumber: input.phoneNumber, email: input.email });
    const passwordHash = await hashSecret(input.password);
    let created: { user: UserRow; mainProfileId: string };
    try {
      created = await this.db.transaction(async (tx) => {
        await claimContacts(tx, { phoneNumber: input.phoneNumber, email: input.email });
        const [user] = await tx
          .insert(users)
          .values({
            fullName: input.fullName,
            gender: input.gender,
            phoneNumber: input.phoneNumber,
            email: input.email,
            passwordHash,
            verifiedAt: options.verified ? new Date() : null,
          })
          .returning();
        if (!user) throw new Error('account not created');
        const profile = await this.deps.profiles.createMain(
          tx,
          user.id,
          input.fullName,
          input.gender,
          options.mainProfilePin,
        );
        return { user, mainProfileId: profile.id };
      });
    } catch (error) {
      // A registration with the same number or e-mail committed first: it holds them now.
      if (isUniqueViolation(error)) await assertContactsFree(this.db, input, undefined, undefined, 'any');
      throw error;
    }
    if (options.verified) return { user: toUser(created.user), mainProfileId: created.mainProfileId };
    try {
      const { resendAvailableAt } = await this.sendVerification(created.user, language);
      return { user: toUser(created.user), mainProfileId: created.mainProfileId, resendAvailableAt };
    } catch (error) {
      // A registration with the same number or e-mail replaced this one before its code went out.
      if (!(await this.find(created.user.id))) {
        await assertContactsFree(this.db, input, undefined, undefined, 'any');
      }
      throw error;
    }
  }

  /**
   * An account staff import for a learner (decision 0117), in the caller's transaction: verified
   * (staff vouch for its contacts, and it holds them against registrations), with no usable
   * password until its invitation is used, and its main profile from its name and gender.
   */
  async createInvited(
    tx: Transaction,
    input: Omit<NewAccount, 'password'>,
  ): Promise<{ userId: string; mainProfileId: string }> {
    await claimContacts(tx, { phoneNumber: input.phoneNumber, email: input.email });
    const [user] = await tx
      .insert(users)
      .values({ ...input, passwordHash: noPasswordHash, verifiedAt: new Date() })
      .returning({ id: users.id });
    if (!user) throw new Error('account not created');
    const profile = await this.deps.profiles.createMain(tx, user.id, input.fullName, input.gender);
    return { userId: user.id, mainProfileId: profile.id };
  }

  get otpChannel(): OtpChannel {
    return this.deps.otpChannel;
  }

  /** Sends a new account-verification code (POST /user/send-verification/{id}). */
  async resendVerification(userId: string, language: Language): Promise<{ resendAvailableAt: Date }> {
    const user = await this.find(userId);
    if (!user) throw new AppError(404, 'notFound');
    if (user.verifiedAt) throw new AppError(409, 'alreadyVerified');
    return this.sendVerification(user, language);
  }

  /**
   * Corrects the phone number or e-mail of an unverified account and sends a new code to it
   * (decision 0110): the registration's password proves the caller made it (wrong ones are
   * counted as a current password is), the new contacts follow registration's rules (a verified
   * account's are taken; another unverified account's is replaced), and the resend limit holds
   * before anything changes. The new code replaces the old one.
   */
  async correctRegistration(
    userId: string,
    input: { password: string; phoneNumber?: string; email?: string },
    language: Language,
  ): Promise<{ user: User; resendAvailableAt: Date }> {
    const user = await this.find(userId);
    if (!user) throw new AppError(404, 'notFound');
    if (user.verifiedAt) throw new AppError(409, 'alreadyVerified');
    await this.assertPassword(userId, input.password, 'password', 'registrationPasswordWrong');
    const changes: Partial<Record<ContactField, string>> = {
      ...(input.phoneNumber !== undefined && input.phoneNumber !== user.phoneNumber
        ? { phoneNumber: input.phoneNumber }
        : {}),
      ...(input.email !== undefined && input.email !== user.email ? { email: input.email } : {}),
    };
    await assertContactsFree(this.db, changes, userId);
    const wait = await this.deps.otp.nextSendAt('verify-account', userId);
    if (wait) throw otpCooldownError(wait);
    let corrected: UserRow | undefined;
    try {
      corrected = await this.db.transaction(async (tx) => {
        await claimContacts(tx, changes, userId);
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.verifiedAt)))
          .returning();
        return row;
      });
    } catch (error) {
      // A verified change of number or a registration committed first: it holds them now.
      if (isUniqueViolation(error)) await assertContactsFree(this.db, changes, userId, undefined, 'any');
      throw error;
    }
    // Verified meanwhile (its code was right), or replaced by a new registration.
    if (!corrected) throw new AppError(409, 'alreadyVerified');
    const { resendAvailableAt } = await this.sendVerification(corrected, language);
    return { user: toUser(corrected), resendAvailableAt };
  }

  /** A right verification code verifies the account and signs it in. */
  async verify(userId: string, code: string): Promise<SignedInUser> {
    const user = await this.find(userId);
    if (!user)
      throw new AppError(400, 'otpExpired', { errorList: [{ field: 'otp', message: 'otpExpired' }] });
    if (user.verifiedAt) throw new AppError(409, 'alreadyVerified');
    await this.deps.otp.verify({ purpose: 'verify-account', userId, code, consume: true });
    const [verified] = await this.db
      .update(users)
      .set({ verifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!verified) throw new AppError(404, 'notFound');
    return toSignedInUser(verified, await this.deps.sessions.create(userId));
  }

  /**
   * Sign-in (decision 0077). A failure never says whether the phone number exists: an unknown one
   * still costs a password hash check, and every count is keyed by what the caller sent. A browser
   * the account signed in on before (`deviceId`, from its known-device cookie) is counted on its
   * own; any other try is counted per phone number from this address, per address, and per phone
   * number over every address (a wide cap against guessing from many addresses).
   */
  async signIn(
    phoneNumber: string,
    password: string,
    client: { address: string; deviceId: string | null },
  ): Promise<SignedInUser> {
    const user = await this.authenticate(phoneNumber, password, client);
    // A closed account (decision 0090) signs in no more, though its password is right.
    const [closed] = await this.db
      .select({ eraseAfter: accountDeletions.eraseAfter })
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, user.id), isNull(accountDeletions.cancelledAt)))
      .limit(1);
    if (closed)
      throw new AppError(403, 'accountClosed', { data: { eraseAfter: closed.eraseAfter.toISOString() } });
    return this.startSession(user.id);
  }

  /**
   * The sign-in's checks without the sign-in: the phone number and password, counted as a sign-in
   * (401, 429), and a verified account (403 `accountNotVerified`). Answers the account's id.
   */
  async authenticate(
    phoneNumber: string,
    password: string,
    client: { address: string; deviceId: string | null },
  ): Promise<{ id: string }> {
    let user: UserRow | undefined;
    const valid = await this.deps.counters.attempt(
      signInCounters(phoneNumber, client),
      'tooManySignInAttempts',
      async () => {
        [user] = await this.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
        return user ? verifySecret(user.passwordHash, password) : verifyAgainstDummy(password);
      },
    );
    if (!user || !valid) throw new AppError(401, 'invalidCredentials');
    if (!user.verifiedAt) throw new AppError(403, 'accountNotVerified', { data: { userId: user.id } });
    return { id: user.id };
  }

  /** A new sign-in of the account (a session), as sign-in answers it. */
  async startSession(userId: string): Promise<SignedInUser> {
    const user = await this.find(userId);
    if (!user) throw new AppError(404, 'notFound');
    return toSignedInUser(user, await this.deps.sessions.create(user.id));
  }

  /** Ends every sign-in failure counted against the account's phone number (a verified code proved the owner). */
  async forgetSignInFailures(userId: string): Promise<void> {
    const user = await this.find(userId);
    if (user) await this.deps.counters.forget(signInPhoneKey(user.phoneNumber));
  }

  async get(userId: string): Promise<User> {
    const user = await this.find(userId);
    if (!user) throw new AppError(404, 'notFound');
    return toUser(user);
  }

  async update(
    userId: string,
    input: { fullName?: string; gender?: Gender; preferredLanguage?: Language },
  ): Promise<User> {
    const [user] = await this.db
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError(404, 'notFound');
    return toUser(user);
  }

  /** A code to the new phone number or e-mail, if no other account holds it. */
  async sendChangeCode(
    userId: string,
    purpose: AccountOtpPurpose,
    target: string,
    language: Language,
  ): Promise<{ resendAvailableAt: Date }> {
    const field: ContactField = purpose === 'phone-change' ? 'phoneNumber' : 'email';
    await assertContactsFree(this.db, { [field]: target }, userId, 'target');
    const user = await this.find(userId);
    return this.deps.otp.issue({
      purpose,
      userId,
      target,
      channel: purpose === 'phone-change' ? 'whatsapp' : 'email',
      language: user?.preferredLanguage ?? language,
    });
  }

  /** A signed-in account's own code (forgot PIN, deletion), sent where its verification code went. */
  async sendAccountCode(
    userId: string,
    purpose: 'pin-reset' | 'account-deletion' | 'account-restore',
    language: Language,
  ) {
    const user = await this.find(userId);
    if (!user) throw new AppError(404, 'notFound');
    return this.sendOnAccountChannel(user, purpose, language);
  }

  /** The account's current password, counted like every other current-password check. */
  async confirmPassword(userId: string, password: string, field: string): Promise<void> {
    await this.assertPassword(userId, password, field);
  }

  /** Checks the live change code without using it up (POST /user/otp/verification). */
  async checkChangeCode(userId: string, purpose: AccountOtpPurpose, code: string): Promise<void> {
    await this.deps.otp.verify({ purpose, userId, code, consume: false });
  }

  /** Phone or e-mail change: the current password, then the code sent to the new address. */
  async changeContact(
    userId: string,
    field: ContactField,
    input: { value: string; otp: string; password: string },
  ): Promise<User> {
    await this.assertPassword(userId, input.password, 'password');
    await assertContactsFree(this.db, { [field]: input.value }, userId);
    await this.deps.otp.verify({
      purpose: field === 'phoneNumber' ? 'phone-change' : 'email-change',
      userId,
      target: input.value,
      code: input.otp,
      consume: true,
    });
    try {
      const user = await this.db.transaction(async (tx) => {
        await claimContacts(tx, { [field]: input.value }, userId);
        const [row] = await tx
          .update(users)
          .set({ [field]: input.value, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        return row;
      });
      if (!user) throw new AppError(404, 'notFound');
      return toUser(user);
    } catch (error) {
      if (isUniqueViolation(error))
        await assertContactsFree(this.db, { [field]: input.value }, userId, undefined, 'any');
      throw error;
    }
  }

  /** Changes the password and signs out every other session. */
  async changePassword(userId: string, keepSessionId: string, oldPassword: string, newPassword: string) {
    await this.assertPassword(userId, oldPassword, 'oldPassword');
    await this.setPassword(userId, newPassword, keepSessionId);
  }

  /** Stores a new password hash and revokes every session but `keepSessionId`. */
  async setPassword(userId: string, password: string, keepSessionId?: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash: await hashSecret(password), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await this.deps.sessions.revokeAll(userId, keepSessionId);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  private findStatement?: ReturnType<AccountService['prepareFind']>;

  private prepareFind() {
    return this.db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('user_by_id');
  }

  /**
   * `/user/me`, read on every start of the app: the account and its profiles in one statement
   * (a row per profile), built once and prepared by name (decisions 0044, 0039).
   */
  private overviewStatement?: ReturnType<AccountService['prepareOverview']>;

  private prepareOverview() {
    return this.db
      .select({ user: userViewColumns, profile: profileViewColumns })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .orderBy(asc(profiles.number))
      .prepare('account_overview');
  }

  /** The account and its profiles, in their order. */
  async overview(userId: string): Promise<Me> {
    this.overviewStatement ??= this.prepareOverview();
    const rows = await this.overviewStatement.execute({ userId });
    const [first] = rows;
    if (!first) throw new AppError(404, 'notFound');
    return {
      user: toUser(first.user),
      profiles: rows.flatMap(({ profile }) => (profile ? [toProfile(profile)] : [])),
    };
  }

  private async find(userId: string): Promise<UserRow | undefined> {
    this.findStatement ??= this.prepareFind();
    const [user] = await this.findStatement.execute({ userId });
    return user;
  }

  private sendVerification(user: UserRow, language: Language) {
    return this.sendOnAccountChannel(user, 'verify-account', language);
  }

  /** A code on the deployment's channel to the account's own phone number or e-mail. */
  private async sendOnAccountChannel(user: UserRow, purpose: MessagePurpose, language: Language) {
    const channel = this.deps.otpChannel;
    const sentTo = channel === 'whatsapp' ? user.phoneNumber : user.email;
    const { resendAvailableAt } = await this.deps.otp.issue({
      purpose,
      userId: user.id,
      target: sentTo,
      channel,
      language: user.preferredLanguage ?? language,
    });
    return { channel, sentTo, resendAvailableAt };
  }

  /** The current password of a signed-in account; wrong ones are counted (429 after 5). */
  private async assertPassword(
    userId: string,
    password: string,
    field: string,
    wrong: 'oldPasswordWrong' | 'registrationPasswordWrong' = 'oldPasswordWrong',
  ): Promise<void> {
    const user = await this.find(userId);
    if (!user) throw new AppError(404, 'notFound');
    const right = await this.deps.counters.attempt(
      [{ key: `account:${userId}`, limit: passwordCheckLimit, clearOnSuccess: true }],
      'tooManyPasswordAttempts',
      () => verifySecret(user.passwordHash, password),
    );
    if (!right) {
      throw new AppError(400, wrong, { errorList: [{ field, message: wrong }] });
    }
  }
}
