import type { FaqEntry } from '@academy/contract/faq';
import type { ShortLink } from '@academy/contract/short-links';
import type { StoreItem, StoreItemKind, StoreQuery } from '@academy/contract/store';
import { and, asc, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { classes, exams, faqEntries, kitab, shortLinks } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from './catalogue-service';
import { classShownSql, examShownSql, kitabShownSql } from './content-visibility';

/** Public site content: short links, the FAQ and the store. */
export class SiteContentService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Resolves `/link/{slug}` and counts the click; 404 for an unknown slug. */
  async resolveLink(slug: string): Promise<ShortLink> {
    const [link] = await this.db
      .update(shortLinks)
      .set({ clickCount: sql`${shortLinks.clickCount} + 1` })
      .where(eq(shortLinks.slug, slug))
      .returning({ slug: shortLinks.slug, target: shortLinks.target });
    if (!link) throw new AppError(404, 'notFound');
    return { ...link, external: !link.target.startsWith('/') };
  }

  /** The slugs of the classes visitors see (their public pages), oldest first. */
  async shownClassSlugs(): Promise<string[]> {
    const rows = await this.db
      .select({ slug: classes.slug })
      .from(classes)
      .where(classShownSql)
      .orderBy(asc(classes.startAt), asc(classes.slug));
    return rows.map((row) => row.slug);
  }

  async faq(): Promise<FaqEntry[]> {
    return this.db
      .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
      .from(faqEntries)
      .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  }

  /**
   * What can be bought: paid classes and kitab with a price of their own, of classes that have
   * not ended, soonest class first.
   */
  async store(query: StoreQuery, now = new Date()) {
    const notEnded = gt(classes.endAt, now);
    // Only what learners see: published and due, in a class shown (`content-visibility.ts`).
    // A class closed to the looking profile's gender is not offered (its kitab and exams may be).
    const openToGender = query.gender ? inArray(classes.gender, ['all', query.gender]) : undefined;
    const paidClasses = and(notEnded, gt(classes.price, 0), classShownSql, openToGender);
    const paidKitab = and(notEnded, isNotNull(kitab.price), gt(kitab.price, 0), kitabShownSql);
    const paidExams = and(notEnded, gt(exams.price, 0), gt(exams.closesAt, now), examShownSql);
    const classItems = this.db
      .select({
        kind: sql<StoreItemKind>`'class'`.as('kind'),
        id: classes.id,
        classId: sql<string>`${classes.id}`.as('class_id'),
        position: sql<number>`0`.as('position'),
        startAt: classes.startAt,
      })
      .from(classes)
      .where(paidClasses);
    const kitabItems = this.db
      .select({
        kind: sql<StoreItemKind>`'kitab'`.as('kind'),
        id: kitab.id,
        classId: kitab.classId,
        position: kitab.position,
        startAt: classes.startAt,
      })
      .from(kitab)
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(paidKitab);
    const examItems = this.db
      .select({
        kind: sql<StoreItemKind>`'exam'`.as('kind'),
        id: exams.id,
        classId: kitab.classId,
        position: sql<number>`${kitab.position} * 1000 + ${exams.position}`.as('position'),
        startAt: classes.startAt,
      })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(paidExams);
    const selected =
      query.kind === 'class'
        ? classItems
        : query.kind === 'kitab'
          ? kitabItems
          : query.kind === 'exam'
            ? examItems
            : unionAll(classItems, kitabItems, examItems);
    const page = await selected
      .orderBy(asc(sql`start_at`), asc(sql`class_id`), asc(sql`position`), asc(sql`kind`))
      .limit(query.size)
      .offset((query.page - 1) * query.size);

    const counted = async (kind: StoreItemKind, total: () => Promise<{ total: number }[]>) =>
      query.kind === undefined || query.kind === kind ? ((await total())[0]?.total ?? 0) : 0;
    const totalItems =
      (await counted('class', () => this.db.select({ total: count() }).from(classes).where(paidClasses))) +
      (await counted('kitab', () =>
        this.db
          .select({ total: count() })
          .from(kitab)
          .innerJoin(classes, eq(classes.id, kitab.classId))
          .where(paidKitab),
      )) +
      (await counted('exam', () =>
        this.db
          .select({ total: count() })
          .from(exams)
          .innerJoin(kitab, eq(kitab.id, exams.kitabId))
          .innerJoin(classes, eq(classes.id, kitab.classId))
          .where(paidExams),
      ));

    const summaries = await this.catalogue.summariesByIds(
      [...new Set(page.map((item) => item.classId))],
      now,
    );
    const kitabIds = page.filter((item) => item.kind === 'kitab').map((item) => item.id);
    const books = kitabIds.length
      ? await this.db.select().from(kitab).where(inArray(kitab.id, kitabIds))
      : [];
    const examIds = page.filter((item) => item.kind === 'exam').map((item) => item.id);
    const examRows = examIds.length
      ? await this.db.select().from(exams).where(inArray(exams.id, examIds))
      : [];
    const items = page.flatMap((item): StoreItem[] => {
      const summary = summaries.get(item.classId);
      if (!summary) return [];
      const klass = { id: summary.id, slug: summary.slug, title: summary.title, state: summary.state };
      if (item.kind === 'class') {
        return [
          {
            kind: 'class' as const,
            id: summary.id,
            title: summary.title,
            titleArabic: null,
            kitabId: null,
            description: summary.description,
            coverImageUrl: summary.coverImageUrl,
            price: summary.price,
            class: klass,
          },
        ];
      }
      if (item.kind === 'exam') {
        const exam = examRows.find((e) => e.id === item.id);
        if (!exam) return [];
        return [
          {
            kind: 'exam' as const,
            id: exam.id,
            title: exam.title,
            titleArabic: null,
            kitabId: exam.kitabId,
            description: exam.description,
            coverImageUrl: summary.coverImageUrl,
            price: exam.price,
            class: klass,
          },
        ];
      }
      const book = books.find((b) => b.id === item.id);
      if (!book || book.price === null) return [];
      return [
        {
          kind: 'kitab' as const,
          id: book.id,
          title: book.title,
          titleArabic: book.titleArabic,
          kitabId: null,
          description: book.description,
          coverImageUrl: summary.coverImageUrl,
          price: book.price,
          class: klass,
        },
      ];
    });
    return { items, total: totalItems };
  }
}
