import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrationsFolderUpTo } from '../src/db/migration-level';
import { kitab, teacherKitabSanadLinks, teacherSanadLinks } from '../src/db/schema/index';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';

// Migration 0020 (decision 0108): a teacher's one old chain moves to each kitab they teach whose
// author is the chain's topmost link; any other chain stays unassigned, never guessed onto a kitab.
describe('the move of old teacher chains to their kitab', () => {
  it('attaches a chain that reaches a taught kitab’s author to that kitab only, and keeps the old rows', async () => {
    const database = await openDatabase({ kind: 'pglite' }, { migrate: false });
    const upTo = await migrationsFolderUpTo('0019_question_bank');
    await database.migrate(upTo.folder).finally(upTo.remove);
    // The factories write through the database alone, at the level before 0020.
    const app = { database } as unknown as App;
    const basics = await seedCatalogueBasics(app); // chain: Syaikh Pertama, then Syaikh Kedua above
    const byItsAuthor = await createClass(app, basics, { slug: 'by-its-author' });
    const other = await createClass(app, basics, { slug: 'other-book' });
    const { db } = database;
    await db.update(kitab).set({ author: 'Syaikh Kedua' }).where(eq(kitab.classId, byItsAuthor.id));
    await db.update(kitab).set({ author: 'Syaikh Pertama' }).where(eq(kitab.classId, other.id));

    await database.migrate();
    const [book] = await db.select({ id: kitab.id }).from(kitab).where(eq(kitab.classId, byItsAuthor.id));
    const moved = await db.select().from(teacherKitabSanadLinks).orderBy(teacherKitabSanadLinks.position);
    expect(moved.map((link) => [link.teacherId, link.kitabId, link.position, link.name])).toEqual([
      [basics.teacherId, book!.id, 1, 'Syaikh Pertama'],
      [basics.teacherId, book!.id, 2, 'Syaikh Kedua'],
    ]);
    expect(await db.select().from(teacherSanadLinks)).toHaveLength(2);
    await database.close();
  }, 60_000);
});
