import type { StaffClassPreview } from '@academy/contract/staff-class-preview';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, kitab } from '../src/db/schema/index';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { data } from './helpers/exam-calls';
import { staffTrio, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Staff preview of a class's page (issue 25 item 1, decision 0118): the public page's data even
// while the class and its kitab are drafts, for an admin or the class's teacher; the public page
// itself stays 404 until the class is published.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const { db } = app.database;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let learner: VerifiedUser;
let draft: { id: string; slug: string };
let kitabId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  ({ admin, teacher, otherTeacher } = await staffTrio(app, basics.teacherId));
  learner = await registerVerifiedUser(app);
  const klass = await createClass(app, basics, { visibility: 'draft', title: 'Draft tahsin' });
  draft = { id: klass.id, slug: klass.slug };
  kitabId = (await addKitab(app, klass.id, { meetings: 2, perMeeting: 1 })).kitabId;
  await db.update(kitab).set({ visibility: 'draft' }).where(eq(kitab.id, kitabId));
});

const preview = (member: StaffMember | null, classId = draft.id) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/staff/preview/classes/${classId}`,
    headers: member?.headers ?? {},
  });

describe('a class page previewed by staff', () => {
  it('shows a draft class with its draft kitab to an admin and its teacher, not to learners', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/v1/classes/${draft.slug}` })).statusCode).toBe(404);
    for (const member of [admin, teacher]) {
      const response = await preview(member);
      expect(response.statusCode, response.body).toBe(200);
      const { shownToLearners, detail } = data<StaffClassPreview>(response);
      expect(shownToLearners).toBe(false);
      expect(detail.id).toBe(draft.id);
      expect(detail.title.en).toBe('Draft tahsin');
      expect(detail.kitab.map((book) => book.id)).toEqual([kitabId]);
      expect(detail.kitab[0]!.pertemuanCount).toBe(2);
      expect(detail.enrolled).toBe(false);
      expect(detail.telegramUrl).toBeNull();
    }
  });

  it('refuses another class’s teacher (403), a learner (403) and no sign-in (401); unknown is 404', async () => {
    expect((await preview(otherTeacher)).statusCode).toBe(403);
    const asLearner = await app.inject({
      method: 'GET',
      url: `/api/v1/staff/preview/classes/${draft.id}`,
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(asLearner.statusCode).toBe(403);
    expect((await preview(null)).statusCode).toBe(401);
    expect((await preview(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('says when learners see the class: published with a published kitab', async () => {
    await db.update(classes).set({ visibility: 'published' }).where(eq(classes.id, draft.id));
    await db.update(kitab).set({ visibility: 'published' }).where(eq(kitab.id, kitabId));
    expect(data<StaffClassPreview>(await preview(admin)).shownToLearners).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/api/v1/classes/${draft.slug}` })).statusCode).toBe(200);
  });
});
