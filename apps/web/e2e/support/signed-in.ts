import { test as base, expect, type APIRequestContext } from './test';
import { demoLearner, storage } from './accounts';
import { demoAdmin } from './grading';
import { authHeader, readMe, unlockProfile } from './profiles';
import { demoTeacher } from './staff';

/**
 * Signed-in state shared by the tests of a worker (decision 0088): each demo person signs in once
 * per worker through the API, and a test that asks for it opens its pages with that session
 * already in the browser's storage (Playwright's `storageState`), instead of signing in itself.
 *
 * Opt-in per file or describe block: `import { test } from './support/signed-in'` and
 * `test.use({ signedInAs: 'admin' })`. A spec that does neither runs as before, signed out.
 *
 * The session is shared: a test that ends it (signs out, changes the password or the PIN, locks
 * the profile) must sign in on its own instead.
 */
export type DemoPerson = 'learner' | 'admin' | 'teacher';

/** A shared session: the user the server answered at sign-in and, for the learner, the active profile. */
export interface DemoSession {
  user: { id: string; token: string };
  /** The main profile, active and unlocked with its PIN for this session (the learner only). */
  profile?: { id: string; userId: string };
}

const people = { learner: demoLearner, admin: demoAdmin, teacher: demoTeacher } as const;

async function signIn(request: APIRequestContext, person: DemoPerson): Promise<DemoSession> {
  const response = await request.post('/api/v1/auth/login', { data: people[person] });
  expect(response.ok()).toBe(true);
  const { data: user } = (await response.json()) as { data: DemoSession['user'] };
  if (person !== 'learner') return { user };
  const main = (await readMe(request, user.token)).profiles[0];
  if (!main) throw new Error('the demo learner has no main profile');
  await unlockProfile(request, user.token, main.id, demoLearner.pin);
  return { user, profile: { id: main.id, userId: user.id } };
}

export const test = base.extend<
  { signedInAs: DemoPerson | undefined; session: DemoSession },
  { sessions: (person: DemoPerson) => Promise<DemoSession> }
>({
  signedInAs: [undefined, { option: true }],

  sessions: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const signedIn = new Map<DemoPerson, Promise<DemoSession>>();
      await provide((person) => {
        if (!signedIn.has(person)) signedIn.set(person, signIn(request, person));
        return signedIn.get(person)!;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  session: async ({ signedInAs, sessions }, provide) => {
    if (!signedInAs) throw new Error('`session` needs test.use({ signedInAs })');
    await provide(await sessions(signedInAs));
  },

  storageState: async ({ signedInAs, sessions, storageState, baseURL }, provide) => {
    if (!signedInAs) return provide(storageState);
    const { user, profile } = await sessions(signedInAs);
    const localStorage: { name: string; value: string }[] = [
      { name: storage.user, value: JSON.stringify(user) },
    ];
    if (profile) localStorage.push({ name: storage.profile, value: JSON.stringify(profile) });
    await provide({ cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage }] });
  },
});

export { expect };

/** The bearer header of a shared session. */
export const headersOf = (session: DemoSession) => authHeader(session.user.token);
