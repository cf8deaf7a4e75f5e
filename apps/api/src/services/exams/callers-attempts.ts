import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sha256 } from '../../lib/secrets';
import { passingGateSql } from '../profiles/index';
import { batchedStatement } from './batched-statement';

/** A look-up of an attempt this server has not seen, for the caller of a save. */
export type CallersAttemptLookUp = { token: string; profileId: string; attemptId: string };

/** What a save needs of the attempt: it is the profile's, and the session passes the profile's gate. */
export type CallersAttempt = { examId: string; startedAt: Date; deadline: Date; status: string };

type AttemptRow = {
  k: number;
  exam_id: string;
  started_at: Date | string;
  deadline: Date | string;
  status: string;
};

/**
 * The callers' attempts in one statement: for each look-up, its attempt when the bearer token's
 * live session may act as the profile (`passingGateSql`) and the attempt is the profile's; no row
 * otherwise. Answers by the look-up's index `k`.
 */
const callersAttemptsSql = sql`
      with item as (
        select * from jsonb_to_recordset(${sql.placeholder('items')}::jsonb)
          as item(k integer, token_hash text, profile_id uuid, attempt_id uuid)
      )
      select item.k, exam_attempts.exam_id, exam_attempts.started_at, exam_attempts.deadline,
        exam_attempts.status
      from item
      cross join lateral (
        select * from (${passingGateSql(sql`item.token_hash`, sql`item.profile_id`)}) gate offset 0
      ) caller
      join exam_attempts
        on exam_attempts.id = item.attempt_id and exam_attempts.profile_id = caller.profile_id`;

/**
 * The first save of an attempt on a server that has not seen it (started on another server of a
 * fleet, or before a restart) reads the attempt with the caller's check. After a restart in the
 * middle of an exam every learner's next save is such a first one: the look-ups that arrive while
 * the database is busy go together, as the saves do (decision 0184): two statements at most in
 * flight, each with up to 64 look-ups. Idle, a look-up runs at once and alone.
 */
export class CallersAttempts {
  /** The caller's attempt, or undefined when it is not the profile's or the session may not act as it. */
  readonly find: (lookUp: CallersAttemptLookUp) => Promise<CallersAttempt | undefined>;

  constructor(db: Database) {
    this.find = batchedStatement(db, 'exam_attempts_of_callers', callersAttemptsSql, {
      key: (lookUp: CallersAttemptLookUp) => `${lookUp.attemptId} ${lookUp.profileId}`,
      payload: payloadOf,
      answers: attemptsByLookUp,
    });
  }
}

function payloadOf(lookUps: CallersAttemptLookUp[]): string {
  return JSON.stringify(
    lookUps.map((lookUp, k) => ({
      k,
      token_hash: sha256(lookUp.token),
      profile_id: lookUp.profileId,
      attempt_id: lookUp.attemptId,
    })),
  );
}

function attemptsByLookUp(
  lookUps: CallersAttemptLookUp[],
  rows: AttemptRow[],
): (CallersAttempt | undefined)[] {
  const found: (CallersAttempt | undefined)[] = lookUps.map(() => undefined);
  for (const row of rows) {
    found[row.k] = {
      examId: row.exam_id,
      startedAt: new Date(row.started_at),
      deadline: new Date(row.deadline),
      status: row.status,
    };
  }
  return found;
}
