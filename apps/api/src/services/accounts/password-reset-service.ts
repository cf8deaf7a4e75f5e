import type { Language } from '@academy/contract/language';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import type { AccountService } from './account-service';
import type { OtpService } from './otp-service';

export const resetTokenLifetimeMs = 15 * 60_000;

/**
 * Forgot password, always by e-mail: a code to the e-mail buys a single-use reset token
 * (15 minutes), which sets a new password, signs out every session and ends the sign-in failures
 * counted on the phone number (decision 0077). Unknown e-mails get the same answers and the same
 * throttling as known ones.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
    private readonly otp: OtpService,
  ) {}

  async sendCode(email: string, language: Language): Promise<{ resendAvailableAt: Date }> {
    const user = await this.accounts.findByEmail(email);
    return this.otp.issue({
      purpose: 'reset-password',
      userId: user?.id ?? null,
      target: email,
      channel: 'email',
      language: user?.preferredLanguage ?? language,
    });
  }

  async verifyCode(email: string, code: string): Promise<{ resetToken: string }> {
    const { userId } = await this.otp.verify({
      purpose: 'reset-password',
      userId: null,
      target: email,
      code,
      consume: true,
    });
    if (!userId)
      throw new AppError(400, 'otpExpired', { errorList: [{ field: 'otp', message: 'otpExpired' }] });
    const resetToken = newToken();
    await this.db.insert(passwordResetTokens).values({
      userId,
      tokenHash: sha256(resetToken),
      expiresAt: new Date(Date.now() + resetTokenLifetimeMs),
    });
    return { resetToken };
  }

  async reset(resetToken: string, password: string): Promise<void> {
    const now = new Date();
    const [used] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(resetToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError(400, 'resetTokenInvalid');
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await this.accounts.setPassword(used.userId, password);
    // The code proved the owner: failures others made on the phone number no longer hold them back.
    await this.accounts.forgetSignInFailures(used.userId);
  }
}
