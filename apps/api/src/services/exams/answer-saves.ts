import type { AnswerInput, SaveAnswersResult } from '@academy/contract/exam';
import { examSaveGraceSeconds } from '@academy/contract/exam-state';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sha256 } from '../../lib/secrets';
import { passingGateSql } from '../profiles/index';
import { batchedStatement } from './batched-statement';

/** One save as its statement takes it. */
export type AnswerSave = {
  token: string;
  profileId: string;
  attemptId: string;
  answers: AnswerInput[];
  at: Date;
};

/** A save written: the account, and the result the caller is answered. */
export type AnswerSaveWritten = { userId: string; result: SaveAnswersResult };

type SavedRow = {
  k: number;
  question_id: string;
  seq: number;
  saved_at: Date | string;
  deadline: Date | string;
  user_id: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Writes saves in one statement, each as the single save of decision 0170 did: the bearer token's
 * session must be live and may act as the profile (`passingGateSql`), the attempt must be the
 * profile's, running and within its deadline plus grace, and the session must have entered the
 * PIN when the profile's exam PIN is on or the exam always asks it (`passExamPinGate`); in the
 * grace period only answers recorded before the deadline count; an answer replaces the stored one
 * only with a higher `seq`. Answers what is stored for each answer sent, by the save's index `k`.
 * Each attempt is share-locked: a finish waits for the save, and a save after it finds the attempt
 * no longer running. A statement never holds two saves of one attempt (the batch's key).
 */
const answerSavesSql = sql`
      with item as (
        select * from jsonb_to_recordset(${sql.placeholder('items')}::jsonb)
          as item(k integer, token_hash text, profile_id uuid, attempt_id uuid, at timestamptz, answers jsonb)
      ), live as (
        -- Each save's own look-ups by key (offset 0 keeps the planner from joining whole tables).
        select item.k, item.at, item.answers, attempt.id, attempt.deadline, caller.user_id
        from item
        cross join lateral (
          select * from (${passingGateSql(sql`item.token_hash`, sql`item.profile_id`)}) gate offset 0
        ) caller
        cross join lateral (
          select exam_attempts.id, exam_attempts.deadline from exam_attempts
          where exam_attempts.id = item.attempt_id and exam_attempts.profile_id = caller.profile_id
            and exam_attempts.status = 'in_progress'
            and item.at <= exam_attempts.deadline + make_interval(secs => ${sql.raw(String(examSaveGraceSeconds))})
            and (caller.pin_entered or not caller.exam_pin_required and not exists (
              select 1 from exams where exams.id = exam_attempts.exam_id and exams.pin_required))
          offset 0
          for share of exam_attempts
        ) attempt
      ), incoming as (
        select live.id as attempt_id, live.at, x.* from live,
          jsonb_to_recordset(live.answers) as x(question_id uuid, value jsonb, seq integer, recorded_at timestamptz)
        where live.at <= live.deadline or x.recorded_at <= live.deadline
      ), written as (
        insert into exam_answers (attempt_id, question_id, value, seq, saved_at)
        select attempt_id, question_id, value, seq, at from incoming
        order by attempt_id, question_id
        on conflict (attempt_id, question_id) do update
          set value = excluded.value, seq = excluded.seq, saved_at = excluded.saved_at
          where exam_answers.seq < excluded.seq
        returning attempt_id, question_id, seq, saved_at
      ), saved as (
        select attempt_id, question_id, seq, saved_at from written
        union all
        select stored.attempt_id, stored.question_id, stored.seq, stored.saved_at
        from incoming
        cross join lateral (
          select * from exam_answers
          where exam_answers.attempt_id = incoming.attempt_id and exam_answers.question_id = incoming.question_id
          offset 0
        ) stored
        where not exists (
          select 1 from written
          where written.attempt_id = stored.attempt_id and written.question_id = stored.question_id)
      )
      select live.k, saved.question_id, saved.seq, saved.saved_at, live.deadline, live.user_id
      from saved join live on live.id = saved.attempt_id`;

/**
 * The exam night's saves, written together when they come faster than the database answers
 * them (decision 0178): two statements at most in flight, each with up to 64 saves of different
 * attempts. A save answers undefined when nothing was written (the caller's gate, the attempt
 * ended, or no answer counted in the grace period): the full path then answers why.
 */
export class AnswerSaves {
  readonly write: (save: AnswerSave) => Promise<AnswerSaveWritten | undefined>;

  constructor(db: Database) {
    this.write = batchedStatement(db, 'exam_answer_saves_as_callers', answerSavesSql, {
      key: (save: AnswerSave) => save.attemptId,
      payload: payloadOf,
      answers: writtenBySave,
    });
  }
}

function payloadOf(saves: AnswerSave[]): string {
  return JSON.stringify(
    saves
      .map((save, k) => ({
        k,
        token_hash: sha256(save.token),
        profile_id: save.profileId,
        attempt_id: save.attemptId,
        at: save.at.toISOString(),
        answers: save.answers.map((answer) => ({
          question_id: answer.questionId,
          value: answer.value,
          seq: answer.seq,
          recorded_at: answer.recordedAt ?? null,
        })),
      }))
      // Attempts locked in one order by every statement, so two never wait on each other.
      .sort((a, b) => (a.attempt_id < b.attempt_id ? -1 : a.attempt_id > b.attempt_id ? 1 : 0)),
  );
}

function writtenBySave(saves: AnswerSave[], rows: SavedRow[]): (AnswerSaveWritten | undefined)[] {
  const bySave = saves.map((): SavedRow[] => []);
  for (const row of rows) bySave[row.k]?.push(row);
  return bySave.map((own, k) => {
    const [first] = own;
    if (!first) return undefined;
    // In the order the answers were sent.
    const order = new Map(saves[k]!.answers.map((answer, index) => [answer.questionId, index]));
    own.sort((a, b) => (order.get(a.question_id) ?? 0) - (order.get(b.question_id) ?? 0));
    return {
      userId: first.user_id,
      result: {
        saved: own.map((row) => ({ questionId: row.question_id, seq: row.seq, savedAt: iso(row.saved_at) })),
        deadline: iso(first.deadline),
        serverNow: saves[k]!.at.toISOString(),
      },
    };
  });
}
