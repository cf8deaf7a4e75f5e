import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, storage } from './accounts';
import { readCode } from './outbox';
import { storeInTab } from './test';

/** A fresh, verified learner signed in through the API, with its main profile (no PIN yet). */
export interface Learner {
  user: { id: string; token: string; fullName: string };
  profileId: string;
  phoneNumber: string;
  password: string;
}

/**
 * Registers, verifies and reads the main profile of a new account (each test its own learner),
 * named `fullName` (a unique name finds it in a search) or after its gender.
 */
export async function createLearner(
  request: APIRequestContext,
  { gender = 'female', fullName }: { gender?: 'male' | 'female'; fullName?: string } = {},
): Promise<Learner> {
  const account = {
    ...newAccount(),
    gender,
    fullName: fullName ?? (gender === 'male' ? 'Ahmad Fauzi' : 'Fatimah Azzahra'),
  };
  const registered = await request.post('/api/v1/user/register', { data: account });
  expect(registered.ok()).toBe(true);
  const { data: created } = (await registered.json()) as { data: { id: string } };
  const otp = await readCode(request, account.phoneNumber);
  const verified = await request.post('/api/v1/user/verify-email', { data: { userId: created.id, otp } });
  expect(verified.ok()).toBe(true);
  const { data: user } = (await verified.json()) as { data: Learner['user'] };
  const me = await request.get('/api/v1/user/me', { headers: { Authorization: `Bearer ${user.token}` } });
  const { data } = (await me.json()) as { data: { profiles: { id: string; isMain: boolean }[] } };
  const main = data.profiles.find((profile) => profile.isMain);
  expect(main).toBeDefined();
  return { user, profileId: main!.id, phoneNumber: account.phoneNumber, password: account.password };
}

/** Opens the app as this learner with its main profile active (as the profile picker leaves it). */
export async function actAs(page: Page, learner: Learner) {
  await storeInTab(page, {
    [storage.user]: JSON.stringify(learner.user),
    [storage.profile]: JSON.stringify({ id: learner.profileId, userId: learner.user.id }),
  });
}

/** A class's id by its slug, from the public class call. */
export async function classIdOf(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/v1/classes/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Joins a class through the API with the learner's main profile. */
export async function joinWithApi(
  request: APIRequestContext,
  learner: Learner,
  classId: string,
  password?: string,
) {
  const response = await request.post(`/api/v1/classes/${classId}/join`, {
    headers: { Authorization: `Bearer ${learner.user.token}` },
    data: { profileId: learner.profileId, password },
  });
  expect(response.status()).toBe(201);
}

/** A fresh learner enrolled in a class (by slug) through the API, opening the app with its profile. */
export async function enrolledLearner(page: Page, request: APIRequestContext, slug: string) {
  const learner = await createLearner(request);
  const classId = await classIdOf(request, slug);
  await joinWithApi(request, learner, classId);
  await actAs(page, learner);
  return { learner, classId };
}

type KitabDetail = {
  id: string;
  pertemuan: { id: string; courses: { id: string; title: { en: string; id: string } }[] }[];
};

/** The first kitab of a class and its materials in reading order (meeting, then position). */
export async function materialsOf(request: APIRequestContext, learner: Learner, classId: string) {
  const detail = await request.get(`/api/v1/classes/${classId}`);
  const [book] = ((await detail.json()) as { data: { kitab: { id: string }[] } }).data.kitab;
  const kitab = await request.get(`/api/v1/kitab/${book!.id}`, {
    params: { profileId: learner.profileId },
    headers: { Authorization: `Bearer ${learner.user.token}` },
  });
  expect(kitab.ok()).toBe(true);
  const data = ((await kitab.json()) as { data: KitabDetail }).data;
  return data.pertemuan.flatMap((meeting) =>
    meeting.courses.map((course) => ({
      kitabId: data.id,
      pertemuanId: meeting.id,
      courseId: course.id,
      title: course.title,
    })),
  );
}
