import type { Language } from '@academy/contract/language';
import type { AccountService } from '../accounts/index';
import type { OtpService } from '../accounts/index';
import type { ProfileService } from './profile-service';
import type { SessionPrincipal } from '../accounts/index';

/**
 * Forgot PIN (decision 0036). The PIN guards a profile from others on the same account, so the
 * way back asks for what only the account holder has: the account password and a code sent to
 * the account's own channel. Both are counted like every other check of them (five wrong
 * passwords in 15 minutes, five wrong tries per code).
 */
export class PinResetService {
  constructor(
    private readonly accounts: AccountService,
    private readonly otp: OtpService,
    private readonly profiles: ProfileService,
  ) {}

  /** A code to the account's phone number or e-mail; another account's profile answers 404. */
  async sendCode(userId: string, profileId: string, language: Language) {
    await this.profiles.own(userId, profileId);
    return this.accounts.sendAccountCode(userId, 'pin-reset', language);
  }

  /** The password first (a wrong one leaves the code unused), then the code, then the new PIN. */
  async reset(
    principal: SessionPrincipal,
    profileId: string,
    input: { password: string; otp: string; newPin: string },
  ) {
    const { userId } = principal;
    await this.profiles.own(userId, profileId);
    await this.accounts.confirmPassword(userId, input.password, 'password');
    await this.otp.verify({ purpose: 'pin-reset', userId, code: input.otp, consume: true });
    await this.profiles.resetPin(principal, profileId, input.newPin);
  }
}
