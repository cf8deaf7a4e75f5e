import { activeHoursTimeZone } from '@academy/contract/active-hours';
import {
  adminOnlyReports,
  defaultReportWeeks,
  type ActiveHoursWeek,
  type ClassEnrolments,
  type CompletionRow,
  type ExamResults,
  type RegistrationsWeek,
  type RevenueItem,
  type RevenueMonth,
  type StaffReportName,
  type StaffReportQuery,
  type StaffReports,
} from '@academy/contract/staff-reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { academyDay } from '../../learning/index';
import type { StaffActor } from '../staff-resource-service';

/** A report's range and whose classes it covers (null: every class, for an admin). */
interface Scope {
  from: string;
  to: string;
  teacherId: string | null;
}

const zone = sql.raw(`'${activeHoursTimeZone}'`);
const dayMs = 86_400_000;

/** The default range: the Monday eleven weeks before this week's, to today (twelve weeks). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = academyDay(now);
  const today = new Date(`${to}T00:00:00Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const from = new Date(today.getTime() - (sinceMonday + (defaultReportWeeks - 1) * 7) * dayMs);
  return { from: from.toISOString().slice(0, 10), to };
}

/**
 * The term at a glance (decision 0062): each table is one SQL aggregate over the range. Teachers
 * see the rows of the classes they teach (and the learners enrolled in them); revenue is admins'.
 */
export class StaffReportService {
  constructor(private readonly db: Database) {}

  async reports(query: StaffReportQuery, actor: StaffActor): Promise<StaffReports> {
    const scope = this.scopeOf(query, actor);
    const admin = actor.role === 'admin';
    const [registrations, enrolments, completion, exams, revenueItems, revenueMonths, activeHours] =
      await Promise.all([
        this.registrations(scope),
        this.enrolments(scope),
        this.completion(scope),
        this.exams(scope),
        admin ? this.revenueItems(scope) : null,
        admin ? this.revenueMonths(scope) : null,
        this.activeHours(scope),
      ]);
    return {
      from: scope.from,
      to: scope.to,
      registrations,
      enrolments,
      completion,
      exams,
      revenueItems,
      revenueMonths,
      activeHours,
    };
  }

  /** One table, for its CSV export; a teacher asking for revenue gets 403. */
  async table(report: StaffReportName, query: StaffReportQuery, actor: StaffActor) {
    if (actor.role !== 'admin' && adminOnlyReports.includes(report)) throw new AppError(403, 'forbidden');
    const scope = this.scopeOf(query, actor);
    switch (report) {
      case 'registrations':
        return { scope, report, rows: await this.registrations(scope) };
      case 'enrolments':
        return { scope, report, rows: await this.enrolments(scope) };
      case 'completion':
        return { scope, report, rows: await this.completion(scope) };
      case 'exams':
        return { scope, report, rows: await this.exams(scope) };
      case 'revenue-items':
        return { scope, report, rows: await this.revenueItems(scope) };
      case 'revenue-months':
        return { scope, report, rows: await this.revenueMonths(scope) };
      case 'active-hours':
        return { scope, report, rows: await this.activeHours(scope) };
    }
  }

  private scopeOf(query: StaffReportQuery, actor: StaffActor): Scope {
    const range = defaultRange();
    const to = query.to ?? range.to;
    // Without `from`, twelve weeks up to `to`; a `from` after a default `to` is its own one day.
    let from = query.from ?? defaultRange(new Date(`${to}T12:00:00Z`)).from;
    if (from > to) from = to;
    // A teacher without a teacher record teaches nothing: an id no class has.
    const teacherId =
      actor.role === 'admin' ? null : (actor.teacherId ?? '00000000-0000-0000-0000-000000000000');
    return { from, to, teacherId };
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = (await this.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** The range's instants: from the start of `from` to the end of `to`, in the academy's zone. */
  private bounds(scope: Scope) {
    return {
      fromAt: sql`((${scope.from})::date::timestamp at time zone ${zone})`,
      toAt: sql`(((${scope.to})::date + 1)::timestamp at time zone ${zone})`,
    };
  }

  /** Classes in scope: every class for an admin, the teacher's own otherwise. */
  private classScope(scope: Scope, alias: string) {
    return scope.teacherId === null ? sql`true` : sql`${sql.raw(alias)}.teacher_id = ${scope.teacherId}`;
  }

  /** Learner profiles in scope: all of them, or those enrolled in the teacher's classes. */
  private profileScope(scope: Scope, column: string) {
    return scope.teacherId === null
      ? sql`true`
      : sql`${sql.raw(column)} in (select se.profile_id from enrolments se join classes sc on sc.id = se.class_id where sc.teacher_id = ${scope.teacherId})`;
  }

  /** The Mondays of the weeks the range touches. */
  private weeks(scope: Scope) {
    return sql`select generate_series(date_trunc('week', (${scope.from})::date), date_trunc('week', (${scope.to})::date), interval '1 week')::date as week`;
  }

  /** Per week: new (verified) learner accounts and profiles, and learner profiles by its end. */
  registrations(scope: Scope) {
    return this.rows<RegistrationsWeek>(sql`
      with weeks as (${this.weeks(scope)}),
      learners as (
        select p.id, p.user_id,
          (p.created_at at time zone ${zone})::date as profile_day,
          (u.created_at at time zone ${zone})::date as account_day
        from profiles p join users u on u.id = p.user_id
        where u.role is null and u.verified_at is not null and ${this.profileScope(scope, 'p.id')}
      )
      select w.week::text as week,
        (select count(distinct l.user_id) from learners l
          where l.account_day between greatest(w.week, (${scope.from})::date) and least(w.week + 6, (${scope.to})::date))::int as "newAccounts",
        (select count(*) from learners l
          where l.profile_day between greatest(w.week, (${scope.from})::date) and least(w.week + 6, (${scope.to})::date))::int as "newProfiles",
        (select count(*) from learners l where l.profile_day <= least(w.week + 6, (${scope.to})::date))::int as learners
      from weeks w order by w.week`);
  }

  /**
   * Per class: enrolments made in the range, by status (classes in scope that are live or had one).
   * Every status an enrolment can have is a column, so the three add up to the total; a place
   * given back (a full refund, an unpaid payment's end, an unenrolment) is no longer held and is
   * in none of them.
   */
  enrolments(scope: Scope) {
    const { fromAt, toAt } = this.bounds(scope);
    return this.rows<ClassEnrolments>(sql`
      select c.id as "classId", c.title as "classTitle",
        (count(e.id) filter (where e.status = 'active'))::int as active,
        (count(e.id) filter (where e.status = 'waiting_payment'))::int as "waitingPayment",
        (count(e.id) filter (where e.status = 'suspended'))::int as suspended,
        count(e.id)::int as total
      from classes c
      left join enrolments e on e.class_id = c.id and e.enrolled_at >= ${fromAt} and e.enrolled_at < ${toAt}
      where ${this.classScope(scope, 'c')}
      group by c.id
      having count(e.id) > 0 or c.archived_at is null
      order by count(e.id) desc, c.slug`);
  }

  /**
   * Per class and per kitab of it, of the active enrolments made in the range: how many
   * completed. A kitab is completed with a valid certificate of it or of its class, or every
   * course of it completed; a class with its certificate, or every kitab of it completed.
   */
  completion(scope: Scope) {
    const { fromAt, toAt } = this.bounds(scope);
    return this.rows<CompletionRow>(sql`
      with learners as (
        select e.class_id, e.profile_id from enrolments e join classes c on c.id = e.class_id
        where e.status = 'active' and e.enrolled_at >= ${fromAt} and e.enrolled_at < ${toAt}
          and ${this.classScope(scope, 'c')}
      ),
      kitab_courses as (
        select k.id as kitab_id, k.class_id, count(co.id)::int as courses
        from kitab k join pertemuan pm on pm.kitab_id = k.id join courses co on co.pertemuan_id = pm.id
        where k.class_id in (select class_id from learners)
        group by k.id
      ),
      done as (
        select pm.kitab_id, cc.profile_id, count(*)::int as done
        from course_completions cc join courses co on co.id = cc.course_id join pertemuan pm on pm.id = co.pertemuan_id
        where cc.profile_id in (select profile_id from learners)
        group by pm.kitab_id, cc.profile_id
      ),
      certified as (
        select profile_id, item_type, item_id from certificates
        where status = 'valid' and profile_id in (select profile_id from learners)
      ),
      kitab_standing as (
        select l.class_id, kc.kitab_id, l.profile_id,
          (coalesce(d.done, 0) >= kc.courses
            or exists (select 1 from certified ce where ce.profile_id = l.profile_id
              and ((ce.item_type = 'kitab' and ce.item_id = kc.kitab_id) or (ce.item_type = 'class' and ce.item_id = l.class_id)))
          ) as completed
        from learners l join kitab_courses kc on kc.class_id = l.class_id
        left join done d on d.kitab_id = kc.kitab_id and d.profile_id = l.profile_id
      ),
      class_standing as (
        select l.class_id, l.profile_id,
          (exists (select 1 from certified ce where ce.profile_id = l.profile_id and ce.item_type = 'class' and ce.item_id = l.class_id)
            or (exists (select 1 from kitab_standing ks where ks.class_id = l.class_id and ks.profile_id = l.profile_id)
              and not exists (select 1 from kitab_standing ks where ks.class_id = l.class_id and ks.profile_id = l.profile_id and not ks.completed))
          ) as completed
        from learners l
      ),
      figures as (
        select class_id, null::uuid as kitab_id, count(*)::int as learners, (count(*) filter (where completed))::int as completed
        from class_standing group by class_id
        union all
        select class_id, kitab_id, count(*)::int, (count(*) filter (where completed))::int
        from kitab_standing group by class_id, kitab_id
      )
      select f.class_id as "classId", c.title as "classTitle", f.kitab_id as "kitabId", k.title as "kitabTitle",
        f.learners, f.completed,
        (case when f.learners = 0 then 0 else floor(f.completed * 100.0 / f.learners) end)::int as rate
      from figures f join classes c on c.id = f.class_id left join kitab k on k.id = f.kitab_id
      order by c.slug, f.kitab_id is not null, k.position, k.id`);
  }

  /** Per exam: attempts graded in the range, passes and the spread of scores in percent. */
  exams(scope: Scope) {
    const { fromAt, toAt } = this.bounds(scope);
    const percent = (fraction: number) =>
      sql.raw(`round((percentile_cont(${fraction}) within group (order by g.pct))::numeric, 1)::float8`);
    return this.rows<ExamResults>(sql`
      with graded as (
        select a.exam_id, a.profile_id, coalesce(a.passed, false) as passed,
          (case when coalesce(a.max_score, 0) > 0 then a.score * 100.0 / a.max_score else 0 end)::float8 as pct
        from exam_attempts a
        where a.status = 'graded'
          and coalesce(a.graded_at, a.submitted_at, a.started_at) >= ${fromAt}
          and coalesce(a.graded_at, a.submitted_at, a.started_at) < ${toAt}
      )
      select e.id as "examId", e.title as "examTitle", c.title as "classTitle",
        count(*)::int as attempts,
        count(distinct g.profile_id)::int as learners,
        (count(*) filter (where g.passed))::int as passed,
        floor((count(*) filter (where g.passed)) * 100.0 / count(*))::int as "passRate",
        round(min(g.pct)::numeric, 1)::float8 as min,
        ${percent(0.25)} as q1,
        ${percent(0.5)} as median,
        ${percent(0.75)} as q3,
        round(max(g.pct)::numeric, 1)::float8 as max,
        array[
          count(*) filter (where g.pct < 20),
          count(*) filter (where g.pct >= 20 and g.pct < 40),
          count(*) filter (where g.pct >= 40 and g.pct < 60),
          count(*) filter (where g.pct >= 60 and g.pct < 80),
          count(*) filter (where g.pct >= 80)
        ]::int[] as buckets
      from graded g
      join exams e on e.id = g.exam_id
      join kitab k on k.id = e.kitab_id
      join classes c on c.id = k.class_id
      where ${this.classScope(scope, 'c')}
      group by e.id, c.id, k.position
      order by c.slug, k.position, e.position, e.id`);
  }

  /**
   * Transactions that were paid (settlement, capture accepted by fraud checks, or later
   * refunded or charged back), by when they were paid. Refunded: the whole amount for
   * `refund`/`chargeback`; for a partial refund, the refunds the gateway made (decision 0059).
   */
  private paidTransactions(scope: Scope) {
    const { fromAt, toAt } = this.bounds(scope);
    return sql`
      select t.item_type, t.item_id, t.item_title, t.created_at,
        coalesce(t.paid_at, t.created_at) as paid_at,
        t.total_price as gross,
        (case
          when t.status in ('refund', 'chargeback') then t.total_price
          when t.status = 'partial_refund' then least(t.total_price, coalesce(
            (select sum(r.amount) from transaction_refunds r where r.transaction_id = t.id and r.state = 'done'), 0))
          else 0 end)::int as refunded
      from transactions t
      where (t.status in ('settlement', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback')
          or (t.status = 'capture' and t.fraud_status = 'accept'))
        and coalesce(t.paid_at, t.created_at) >= ${fromAt} and coalesce(t.paid_at, t.created_at) < ${toAt}`;
  }

  revenueItems(scope: Scope) {
    return this.rows<RevenueItem>(sql`
      with paid as (${this.paidTransactions(scope)})
      select item_type as "itemType", item_id as "itemId",
        (array_agg(item_title order by created_at desc))[1] as "itemTitle",
        count(*)::int as payments, sum(gross)::int as gross, sum(refunded)::int as refunded,
        sum(gross - refunded)::int as net
      from paid group by item_type, item_id
      order by sum(gross - refunded) desc, item_id`);
  }

  /** Per month the range touches (empty months too), in the academy's zone. */
  revenueMonths(scope: Scope) {
    return this.rows<RevenueMonth>(sql`
      with paid as (${this.paidTransactions(scope)}),
      months as (
        select generate_series(date_trunc('month', (${scope.from})::date), date_trunc('month', (${scope.to})::date), interval '1 month')::date as month
      )
      select to_char(m.month, 'YYYY-MM') as month,
        count(p.gross)::int as payments, coalesce(sum(p.gross), 0)::int as gross,
        coalesce(sum(p.refunded), 0)::int as refunded, coalesce(sum(p.gross - p.refunded), 0)::int as net
      from months m
      left join paid p on date_trunc('month', p.paid_at at time zone ${zone})::date = m.month
      group by m.month order by m.month`);
  }

  /** Per week: hours on material and exam pages (from `active_days`) and the learners active. */
  activeHours(scope: Scope) {
    return this.rows<ActiveHoursWeek>(sql`
      with weeks as (${this.weeks(scope)})
      select w.week::text as week,
        round(coalesce(sum(ad.seconds), 0) / 3600.0, 1)::float8 as hours,
        count(distinct ad.profile_id)::int as "activeLearners"
      from weeks w
      left join active_days ad on ad.day between greatest(w.week, (${scope.from})::date) and least(w.week + 6, (${scope.to})::date)
        and ${this.profileScope(scope, 'ad.profile_id')}
      group by w.week order by w.week`);
  }
}
