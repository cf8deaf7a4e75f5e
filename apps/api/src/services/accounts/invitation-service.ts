import type { Language, Localized } from '@academy/contract/language';
import { invitationLifetimeDays, type Invitation } from '@academy/contract/invitation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { accountInvitations, classes, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import type { MessageTransport } from '../messages/index';
import type { AccountService } from './account-service';

const dayMs = 24 * 60 * 60_000;

/** The invitation page's address in the web app. */
export const invitationPath = (token: string) => `/invitation/${token}`;

/**
 * Invitations of learners staff imported (decision 0117): a single-use token (only its hash
 * kept) valid 7 days, sent by WhatsApp and e-mail with a link to the page that sets the
 * account's first password. A used or expired token is refused with its own message.
 */
export class InvitationService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      accounts: AccountService;
      messages: MessageTransport;
      appOrigin: string;
      academyName: string;
    },
  ) {}

  /** A new invitation in the caller's transaction (the account's); answers its token. */
  async issue(tx: Transaction, userId: string, classId: string, now = new Date()): Promise<string> {
    const token = newToken();
    await tx.insert(accountInvitations).values({
      userId,
      classId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + invitationLifetimeDays * dayMs),
    });
    return token;
  }

  /** Sends the invitation by WhatsApp to the phone number and by e-mail, each on its own. */
  async send(
    token: string,
    to: { fullName: string; phoneNumber: string; email: string },
    classTitle: Localized,
    language: Language,
  ): Promise<boolean> {
    const link = `${this.deps.appOrigin}${invitationPath(token)}`;
    const subject =
      language === 'en'
        ? `${this.deps.academyName}: you are invited to ${classTitle.en}`
        : `${this.deps.academyName}: Anda diundang ke ${classTitle.id}`;
    const text =
      language === 'en'
        ? `Assalamu'alaikum ${to.fullName},\n\nthe academy has enrolled you in ${classTitle.en}. Set your password with this link (valid ${invitationLifetimeDays} days, once): ${link}\n\nThen sign in with your phone number ${to.phoneNumber}.`
        : `Assalamu'alaikum ${to.fullName},\n\nakademi telah mendaftarkan Anda di ${classTitle.id}. Buat kata sandi Anda melalui tautan ini (berlaku ${invitationLifetimeDays} hari, sekali pakai): ${link}\n\nLalu masuk dengan nomor telepon ${to.phoneNumber}.`;
    const notice = { language, template: 'learner_invitation', subject, text };
    const sent = await Promise.allSettled([
      this.deps.messages.sendNotice({
        ...notice,
        channel: 'whatsapp',
        to: to.phoneNumber,
        params: [to.fullName, language === 'en' ? classTitle.en : classTitle.id, link],
      }),
      this.deps.messages.sendNotice({ ...notice, channel: 'email', to: to.email, params: [] }),
    ]);
    return sent.some((result) => result.status === 'fulfilled');
  }

  /** Who a live invitation is for; a used, expired or unknown one is refused. */
  async check(token: string, now = new Date()): Promise<Invitation> {
    const [row] = await this.db
      .select({
        usedAt: accountInvitations.usedAt,
        expiresAt: accountInvitations.expiresAt,
        fullName: users.fullName,
        phoneNumber: users.phoneNumber,
        classTitle: classes.title,
      })
      .from(accountInvitations)
      .innerJoin(users, eq(users.id, accountInvitations.userId))
      .leftJoin(classes, eq(classes.id, accountInvitations.classId))
      .where(eq(accountInvitations.tokenHash, sha256(token)));
    if (!row) throw refused('invitationInvalid');
    if (row.usedAt) throw refused('invitationUsed');
    if (row.expiresAt <= now) throw refused('invitationExpired');
    return { fullName: row.fullName, phoneNumber: row.phoneNumber, classTitle: row.classTitle };
  }

  /**
   * Sets the account's password with a live invitation, once: the token is used up in the same
   * statement that finds it, the account's other invitations with it. The link reached the
   * learner's own phone or e-mail, so sign-in failures counted on the number are forgotten.
   */
  async accept(token: string, password: string, now = new Date()): Promise<void> {
    const [used] = await this.db
      .update(accountInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountInvitations.tokenHash, sha256(token)),
          isNull(accountInvitations.usedAt),
          gt(accountInvitations.expiresAt, now),
        ),
      )
      .returning({ userId: accountInvitations.userId });
    if (!used) {
      await this.check(token, now);
      throw refused('invitationInvalid');
    }
    await this.db
      .update(accountInvitations)
      .set({ usedAt: now })
      .where(and(eq(accountInvitations.userId, used.userId), isNull(accountInvitations.usedAt)));
    await this.deps.accounts.setPassword(used.userId, password);
    await this.deps.accounts.forgetSignInFailures(used.userId);
  }
}

const refused = (key: 'invitationInvalid' | 'invitationUsed' | 'invitationExpired') =>
  new AppError(400, key, { errorList: [{ field: 'token', message: key }] });
