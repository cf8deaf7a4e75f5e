import type { Language } from '@academy/contract/language';
import { announcementChannels } from '@academy/contract/meetings';
import type { LearnerImportRow, StaffLearnerImportResult } from '@academy/contract/staff-learner-import';
import type { Gender } from '@academy/contract/user';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { enrolments, profiles, users } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { translate } from '../../../lib/translate';
import type { AccountService } from '../../accounts/index';
import { isUniqueViolation } from '../../accounts/index';
import type { InvitationService } from '../../accounts/index';
import { appLinks } from '../../meetings/index';
import type { NotificationService } from '../../notifications/index';
import { writeAudit } from '../../audit/index';
import type { BulkEnrolmentService } from '../bulk-enrolment-service';
import type { StaffActor } from '../staff-resource-service';
import { readLearnerTable, type LearnerLine } from './learner-table';

type Planned = LearnerImportRow & { profileId: string | null; profileGender: Gender | null };

/**
 * Learners imported into a class from CSV (decision 0117). The file is read whole and answered as
 * a preview: each row's outcome (a new account, an existing account's main profile, enrolled
 * already) and the errors by line; any error, or a dry run, saves nothing. Then each learner in a
 * transaction of their own with their audit row: the account made (verified, no password) with
 * its main profile, the enrolment as staff's manual one; a refusal (a full class, the class's
 * gender) is that row's result and the others go on. New accounts are invited to set their
 * password, existing ones told by a notification.
 */
export class LearnerImportService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      accounts: AccountService;
      bulkEnrolments: BulkEnrolmentService;
      invitations: InvitationService;
      notifications: NotificationService;
      onSendError: (error: unknown) => void;
    },
  ) {}

  async import(
    classId: string,
    file: Buffer,
    dryRun: boolean,
    actor: StaffActor,
    language: Language,
  ): Promise<StaffLearnerImportResult> {
    const klass = await this.deps.bulkEnrolments.classFor(classId, actor);
    const read = readLearnerTable(file);
    const planned = await this.plan(classId, read.learners);
    const errors = [...read.errors, ...planned.errors]
      .sort((a, b) => a.line - b.line)
      .map((error) => ({ line: error.line, field: error.field, message: translate(error.key, language) }));
    const rows = planned.rows.map(({ profileId: _, profileGender: __, ...row }) => row);
    if (errors.length > 0 || dryRun) return { rows, errors, results: [] };

    const results: StaffLearnerImportResult['results'] = [];
    for (const row of planned.rows) {
      if (row.outcome === 'enrolled-already') {
        results.push({ line: row.line, ok: true, profileId: row.profileId, told: false });
        continue;
      }
      try {
        const done = await this.db.transaction(async (tx) => {
          const created =
            row.profileId === null
              ? await this.deps.accounts.createInvited(tx, {
                  fullName: row.name,
                  gender: row.gender,
                  phoneNumber: row.phoneNumber,
                  email: row.email,
                })
              : null;
          const profileId = created?.mainProfileId ?? row.profileId!;
          const previous = await this.deps.bulkEnrolments.enrol(tx, classId, klass.price, {
            id: profileId,
            gender: row.profileGender ?? row.gender,
          });
          const token = created ? await this.deps.invitations.issue(tx, created.userId, classId) : null;
          await writeAudit(
            tx,
            actor,
            'create',
            'enrolments',
            `${profileId}:${classId}`,
            previous ? { profileId, classId, status: previous } : null,
            {
              profileId,
              classId,
              status: 'active',
              action: 'enrol',
              imported: { line: row.line, outcome: row.outcome, accountCreated: created !== null },
            },
          );
          return { profileId, token };
        });
        const told = await this.tell(row, done, klass.title, classId, language);
        results.push({ line: row.line, ok: true, profileId: done.profileId, told });
      } catch (error) {
        const refusal = isUniqueViolation(error) ? new AppError(409, 'phoneTaken') : error;
        if (!(refusal instanceof AppError) || refusal.statusCode >= 500) throw error;
        results.push({
          line: row.line,
          ok: false,
          profileId: row.profileId,
          reason: translate(refusal.reason, language),
          told: false,
        });
      }
    }
    return { rows, errors, results };
  }

  /**
   * Each learner's outcome: a verified account holding the phone number or the e-mail lends its
   * main profile (an unverified one holds nothing and gives way); phone and e-mail of two
   * different accounts is an error on the line.
   */
  private async plan(classId: string, learners: readonly LearnerLine[]) {
    const rows: Planned[] = [];
    const errors: {
      line: number;
      field: string;
      key: 'learnerImportContactsOfTwoAccounts' | 'learnerImportAccountWithoutProfile';
    }[] = [];
    if (learners.length === 0) return { rows, errors };
    const holders = await this.db
      .select({ id: users.id, phoneNumber: users.phoneNumber, email: users.email })
      .from(users)
      .where(
        and(
          isNotNull(users.verifiedAt),
          or(
            inArray(
              users.phoneNumber,
              learners.map((learner) => learner.phoneNumber),
            ),
            inArray(
              users.email,
              learners.map((learner) => learner.email),
            ),
          ),
        ),
      );
    const mains = holders.length
      ? await this.db
          .select({
            id: profiles.id,
            userId: profiles.userId,
            gender: profiles.gender,
            status: enrolments.status,
          })
          .from(profiles)
          .leftJoin(enrolments, and(eq(enrolments.profileId, profiles.id), eq(enrolments.classId, classId)))
          .where(
            and(
              eq(profiles.isMain, true),
              inArray(
                profiles.userId,
                holders.map((holder) => holder.id),
              ),
            ),
          )
      : [];
    for (const learner of learners) {
      const byPhone = holders.find((holder) => holder.phoneNumber === learner.phoneNumber);
      const byEmail = holders.find((holder) => holder.email === learner.email);
      const row = { ...learner, profileId: null, profileGender: null, outcome: 'new' as const };
      if (byPhone && byEmail && byPhone.id !== byEmail.id) {
        errors.push({ line: learner.line, field: 'email', key: 'learnerImportContactsOfTwoAccounts' });
        continue;
      }
      const holder = byPhone ?? byEmail;
      if (!holder) {
        rows.push(row);
        continue;
      }
      const main = mains.find((profile) => profile.userId === holder.id);
      if (!main) {
        errors.push({ line: learner.line, field: 'phoneNumber', key: 'learnerImportAccountWithoutProfile' });
        continue;
      }
      rows.push({
        ...row,
        profileId: main.id,
        profileGender: main.gender,
        outcome: main.status === 'active' ? 'enrolled-already' : 'existing',
      });
    }
    return { rows, errors };
  }

  /** The invitation to a new account, a notification to an existing one; a failure is logged, never undoes. */
  private async tell(
    row: Planned,
    done: { profileId: string; token: string | null },
    classTitle: { en: string; id: string },
    classId: string,
    language: Language,
  ): Promise<boolean> {
    try {
      if (done.token)
        return await this.deps.invitations.send(
          done.token,
          { fullName: row.name, phoneNumber: row.phoneNumber, email: row.email },
          classTitle,
          language,
        );
      return await this.deps.notifications.notify({
        profileId: done.profileId,
        kind: 'announcement',
        eventKey: `enrolled-by-staff:${classId}`,
        title: { en: `Enrolled: ${classTitle.en}`, id: `Terdaftar: ${classTitle.id}` },
        body: {
          en: `The academy has enrolled you in ${classTitle.en}.`,
          id: `Akademi telah mendaftarkan Anda di ${classTitle.id}.`,
        },
        url: appLinks.classPage(classId),
        channels: announcementChannels,
      });
    } catch (error) {
      this.deps.onSendError(error);
      return false;
    }
  }
}
