import type { App } from '../app';
import type { SeedPasswords } from './seed-passwords';

/** The demo learner of api-contract "The demo academy" (printed by the README and the start-up log). */
export const demoLearner = {
  fullName: 'Ahmad Fauzan',
  gender: 'male',
  phoneNumber: '081234567890',
  email: 'demo@academy.test',
  password: 'demo12345',
  mainProfilePin: '123456',
  secondProfile: { name: 'Aisyah', gender: 'female', pin: '654321' },
} as const;

export interface DemoAccounts {
  userId: string;
  mainProfileId: string;
  secondProfileId: string;
}

/** Creates the verified demo learner with its main profile and a second profile, both with PINs. */
export async function seedDemoAccounts(app: App, passwords: SeedPasswords): Promise<DemoAccounts> {
  const { accounts, profiles } = app.services;
  const { user, mainProfileId } = await accounts.register(
    {
      fullName: demoLearner.fullName,
      gender: demoLearner.gender,
      phoneNumber: demoLearner.phoneNumber,
      email: demoLearner.email,
      password: passwords.of(demoLearner),
    },
    'id',
    { verified: true, mainProfilePin: demoLearner.mainProfilePin },
  );
  const second = await profiles.create(user.id, { ...demoLearner.secondProfile });
  return { userId: user.id, mainProfileId, secondProfileId: second.id };
}

/** The start-up banner: the demo sign-in is public knowledge, shown so anyone can try the academy. */
export function demoSignInBanner(): string {
  const { phoneNumber, email, password, mainProfilePin, secondProfile } = demoLearner;
  return [
    '',
    '==================== DEMO ACADEMY ====================',
    ` Sign in with phone ${phoneNumber} (e-mail ${email})`,
    ` and password ${password}.`,
    ` Profiles: ${demoLearner.fullName} (PIN ${mainProfilePin}), ${secondProfile.name} (PIN ${secondProfile.pin}).`,
    ' Turn the demo seed off with SEED_DEMO=false.',
    '======================================================',
  ].join('\n');
}
