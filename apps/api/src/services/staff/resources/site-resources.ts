import type { StaffFaq, StaffLink } from '@academy/contract/staff';
import { eq, sql } from 'drizzle-orm';
import { faqEntries, shortLinks } from '../../../db/schema/index';
import { fieldError } from '../../../lib/app-error';
import type { StaffResourceDefinition } from '../staff-resource-service';
import { listTable, searchCondition } from '../../../lib/list-helpers';

type Doc<T> = Omit<T, 'version'>;
type Input<T> = Omit<T, 'id' | 'version'>;

export const faqResource: StaffResourceDefinition<Input<StaffFaq>, Doc<StaffFaq>> = {
  name: 'faq',
  access: 'admin',

  async load(db, id) {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    return row
      ? { id: row.id, question: row.question, answer: row.answer, position: row.position }
      : undefined;
  },

  async list(db, query) {
    const where = searchCondition(query.search, { localized: [faqEntries.question, faqEntries.answer] });
    return listTable(
      db,
      faqEntries,
      query,
      where,
      {
        columns: {
          title: sql`${faqEntries.question}->>'id'`,
          position: faqEntries.position,
          createdAt: faqEntries.position,
        },
        tieBreak: faqEntries.id,
      },
      (row) => ({
        id: row.id,
        title: row.question.id,
        subtitle: row.question.en,
        parentId: null,
        position: row.position,
        archived: false,
        count: null,
      }),
    );
  },

  async create(db, input) {
    const [row] = await db.insert(faqEntries).values(input).returning({ id: faqEntries.id });
    return row!.id;
  },

  async update(db, id, input) {
    await db.update(faqEntries).set(input).where(eq(faqEntries.id, id));
  },

  async remove(db, id) {
    await db.delete(faqEntries).where(eq(faqEntries.id, id));
    return 'deleted';
  },
};

/** Short links `/link/{slug}`; the slug is the id and stays, the target changes. */
export const linkResource: StaffResourceDefinition<Input<StaffLink>, Doc<StaffLink>> = {
  name: 'links',
  access: 'admin',
  // Learners following the link change the count; that is no edit, so it is not in the version.
  unversioned: ['clickCount'],

  async load(db, id) {
    const [row] = await db.select().from(shortLinks).where(eq(shortLinks.slug, id));
    return row ? { id: row.slug, slug: row.slug, target: row.target, clickCount: row.clickCount } : undefined;
  },

  async list(db, query) {
    const where = searchCondition(query.search, { text: [shortLinks.slug, shortLinks.target] });
    return listTable(
      db,
      shortLinks,
      query,
      where,
      {
        columns: { title: shortLinks.slug, position: shortLinks.slug, createdAt: shortLinks.createdAt },
        tieBreak: shortLinks.slug,
      },
      (row) => ({
        id: row.slug,
        title: `/link/${row.slug}`,
        subtitle: row.target,
        parentId: null,
        position: null,
        archived: false,
        count: row.clickCount,
      }),
    );
  },

  async create(db, input) {
    await db.insert(shortLinks).values({ slug: input.slug, target: input.target });
    return input.slug;
  },

  async update(db, id, input) {
    if (input.slug !== id) throw fieldError('slug', 'invalidValue');
    await db.update(shortLinks).set({ target: input.target }).where(eq(shortLinks.slug, id));
  },

  async remove(db, id) {
    await db.delete(shortLinks).where(eq(shortLinks.slug, id));
    return 'deleted';
  },
};
