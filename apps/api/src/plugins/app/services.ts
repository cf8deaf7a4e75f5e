import fp from 'fastify-plugin';
import type { Settings } from '../../config/settings';
import type { DatabaseConnection } from '../../db/database';
import type { MessageTransport } from '../../services/messages/message-transport';
import type { OutboxTransport } from '../../services/messages/outbox-transport';
import { createMessageTransports } from '../../services/messages/routing-transport';
import { SessionService } from '../../services/session-service';
import { AccountService } from '../../services/account-service';
import { FailureCounterService } from '../../services/failure-counter-service';
import { OtpService } from '../../services/otp-service';
import { PasswordResetService } from '../../services/password-reset-service';
import { ProfileService } from '../../services/profile-service';
import { ActiveHoursService } from '../../services/active-hours-service';
import { CatalogueService } from '../../services/catalogue-service';
import { EnrolmentService } from '../../services/enrolment-service';
import { ProgressService } from '../../services/progress-service';
import { SiteContentService } from '../../services/site-content-service';
import { ExamService } from '../../services/exams/exam-service';

export interface Services {
  sessions: SessionService;
  /** Where codes go: each channel to its real transport when configured, else the dev outbox. */
  messages: MessageTransport;
  /** Set only while some channel goes to the dev outbox (GET /api/v1/dev/outbox exists then). */
  outbox: OutboxTransport | undefined;
  accounts: AccountService;
  profiles: ProfileService;
  passwordReset: PasswordResetService;
  catalogue: CatalogueService;
  enrolments: EnrolmentService;
  progress: ProgressService;
  activeHours: ActiveHoursService;
  siteContent: SiteContentService;
  exams: ExamService;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseConnection;
    services: Services;
  }
}

/** Builds the services once and exposes them as `fastify.services`. */
export default fp(
  async (fastify, opts: { settings: Settings; database: DatabaseConnection }) => {
    const { settings, database } = opts;
    const { db } = database;
    fastify.decorate('settings', settings);
    fastify.decorate('database', database);
    const { messages, outbox } = createMessageTransports(settings, db, fastify.log);
    fastify.addHook('onClose', async () => messages.close());
    const sessions = new SessionService(db, settings.SESSION_TTL_DAYS);
    const otp = new OtpService(db, messages);
    const profiles = new ProfileService(db);
    const counters = new FailureCounterService(db);
    const accounts = new AccountService(db, {
      sessions,
      otp,
      profiles,
      counters,
      otpChannel: settings.OTP_CHANNEL,
    });
    const catalogue = new CatalogueService(db);
    const exams = new ExamService(db, profiles, (error) =>
      fastify.log.error({ err: error }, 'exam graded listener failed'),
    );
    fastify.decorate('services', {
      sessions,
      messages,
      outbox,
      accounts,
      profiles,
      passwordReset: new PasswordResetService(db, accounts, otp),
      catalogue,
      enrolments: new EnrolmentService(db, catalogue),
      progress: new ProgressService(db, catalogue, exams),
      activeHours: new ActiveHoursService(db),
      siteContent: new SiteContentService(db, catalogue),
      exams,
    } satisfies Services);
  },
  { name: 'services' },
);
