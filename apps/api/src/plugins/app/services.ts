import fp from 'fastify-plugin';
import { announcementChannels } from '@academy/contract/meetings';
import { isLocalOrigin, type Settings } from '../../config/settings';
import type { DatabaseConnection } from '../../db/database';
import type { MessageTransport } from '../../services/messages/index';
import type { OutboxTransport } from '../../services/messages/index';
import { createMessageTransports } from '../../services/messages/index';
import { SessionService } from '../../services/accounts/index';
import { AccountService } from '../../services/accounts/index';
import { FailureCounterService } from '../../services/accounts/index';
import { KnownDevices } from '../../services/accounts/index';
import { OtpService } from '../../services/accounts/index';
import { PasswordResetService } from '../../services/accounts/index';
import { ProfileService } from '../../services/profiles/index';
import { ProfileAccessService } from '../../services/profiles/index';
import { ActiveHoursService } from '../../services/learning/index';
import { CatalogueService } from '../../services/catalogue/index';
import { EnrolmentService } from '../../services/learning/index';
import { ProgressService } from '../../services/learning/index';
import { MediaSigner } from '../../services/media/index';
import { SiteContentService } from '../../services/catalogue/index';
import type { PaymentService } from '../../services/payments/index';
import type { SandboxGateway } from '../../services/payments/index';
import { createPayments } from '../../services/payments/index';
import { BadgeService } from '../../services/certificates/index';
import { CertificateService } from '../../services/certificates/index';
import { AppMetrics } from '../../services/operations/index';
import { createMediaStorage } from '../../services/media/index';
import { MediaService } from '../../services/media/index';
import type { S3MediaStorage } from '../../services/media/index';
import { StaffCertificateService } from '../../services/certificates/index';
import { StaffAccountService } from '../../services/staff/index';
import { StaffResourceService } from '../../services/staff/index';
import { AuditTrail } from '../../services/audit/index';
import { StaffTransactionService } from '../../services/payments/index';
import { GradebookService } from '../../services/staff/index';
import { InvitationService } from '../../services/accounts/index';
import { LearnerImportService } from '../../services/staff/index';
import { BulkEnrolmentService } from '../../services/staff/index';
import { BulkLearnerService } from '../../services/staff/index';
import { QuestionBankService } from '../../services/exams/index';
import { ClassCopyService } from '../../services/staff/index';
import { ExamPreviewService } from '../../services/exams/index';
import { ClassPreviewService } from '../../services/staff/index';
import { StaffReportService } from '../../services/staff/index';
import { StaffLearnerService } from '../../services/staff/index';
import { PinResetService } from '../../services/profiles/index';
import { ExamService } from '../../services/exams/index';
import { StaffGradingService } from '../../services/exams/index';
import { ExamOverrideService } from '../../services/exams/index';
import { AccountDeletionService } from '../../services/data-rights/index';
import { DataExportService } from '../../services/data-rights/index';
import { AttendanceService } from '../../services/meetings/index';
import { MeetingSeriesService } from '../../services/meetings/index';
import { OutcomeNotices } from '../../services/notifications/index';
import { CalendarService } from '../../services/meetings/index';
import { AnnouncementService } from '../../services/notifications/index';
import { NotificationService } from '../../services/notifications/index';
import { NotificationSettingsService } from '../../services/notifications/index';
import { ReminderService } from '../../services/notifications/index';
import { appLinks } from '../../services/meetings/index';
import { RecitationService } from '../../services/recitations/index';
import type { RecitationReviewedNotice } from '../../services/recitations/index';
import { recitationChunkBytes, RecitationUploads } from '../../services/recitations/index';
import { PushNotifier, PushSubscriptionService, WebPushSender } from '../../services/push/index';

export interface Services {
  sessions: SessionService;
  /** Where codes go: each channel to its real transport when configured, else the dev outbox. */
  messages: MessageTransport;
  /** Set only while some channel goes to the dev outbox (GET /api/v1/dev/outbox exists then). */
  outbox: OutboxTransport | undefined;
  accounts: AccountService;
  profiles: ProfileService;
  /** The server-side PIN gate behind `actingProfile` (decision 0014). */
  profileAccess: ProfileAccessService;
  passwordReset: PasswordResetService;
  catalogue: CatalogueService;
  enrolments: EnrolmentService;
  progress: ProgressService;
  activeHours: ActiveHoursService;
  /** Signs addresses of the academy's own media; sign every one a response hands out (decision 0015). */
  mediaSigner: MediaSigner;
  knownDevices: KnownDevices;
  siteContent: SiteContentService;
  payments: PaymentService;
  /** Set only while the sandbox is the payment gateway (its payer calls exist then). */
  sandboxGateway: SandboxGateway | undefined;
  /** Issues certificates and awards badges: `evaluate(profileId)` after a course or an exam counts. */
  certificates: CertificateService;
  badges: BadgeService;
  /** Staff calls on every resource: access, versions, audit (decisions §8). */
  staff: StaffResourceService;
  /** Certificates in the staff console: list, issue by hand, revoke, reissue (decision 0060). */
  staffCertificates: StaffCertificateService;
  staffAccounts: StaffAccountService;
  staffTransactions: StaffTransactionService;
  /** The term at a glance: report tables and their CSV files (decision 0062). */
  staffReports: StaffReportService;
  gradebook: GradebookService;
  bulkEnrolments: BulkEnrolmentService;
  bulkLearners: BulkLearnerService;
  learnerImport: LearnerImportService;
  invitations: InvitationService;
  questionBank: QuestionBankService;
  /** A class copied for the next term, as a draft (decision 0115). */
  classCopies: ClassCopyService;
  /** Staff sit an exam as a learner would, nothing recorded (decision 0118). */
  examPreviews: ExamPreviewService;
  /** A class's page as learners would see it, drafts included (decision 0118). */
  classPreviews: ClassPreviewService;
  /** Learners in the staff console: search, read, unlock a PIN, enrol by hand (decisions 0054–0055). */
  staffLearners: StaffLearnerService;
  /** Uploaded media behind a storage interface (local folder by default, decisions §4). */
  media: MediaService;
  /** The S3-compatible store when `MEDIA_STORAGE=s3`: it holds the demo media too (decision 0083). */
  s3Media: S3MediaStorage | undefined;
  /** Forgot PIN: account password and code (decision 0036). */
  pinReset: PinResetService;
  exams: ExamService;
  /** Staff grading of essays and short answers, and per-learner exam overrides (issue 14). */
  staffGrading: StaffGradingService;
  examOverrides: ExamOverrideService;
  /** A learner's data rights (decisions 0090–0091): download everything, delete the account. */
  dataExport: DataExportService;
  accountDeletions: AccountDeletionService;
  /** A profile's calendar and its private iCalendar feed (decisions §9). */
  calendar: CalendarService;
  /** Attendance of meetings: the learner in the window, staff at any time (audited). */
  attendance: AttendanceService;
  /** A class's meetings in order and their schedule set as a series (decisions §9). */
  meetingSeries: MeetingSeriesService;
  notificationSettings: NotificationSettingsService;
  /** The in-app inbox and the queue of WhatsApp and e-mail messages (decisions §9). */
  notifications: NotificationService;
  /** Finds the reminders due: meetings, exams closing, payments expiring. */
  reminders: ReminderService;
  announcements: AnnouncementService;
  /** The devices that turned Web Push on, per profile (decision 0155). */
  pushSubscriptions: PushSubscriptionService;
  /** Recitations (setoran, decisions §10): hand in, review on the timeline, memorization map. */
  recitations: RecitationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseConnection;
    services: Services;
    metrics: AppMetrics;
  }
}

/** Builds the services once and exposes them as `fastify.services`. */
export default fp(
  async (fastify, opts: { settings: Settings; database: DatabaseConnection }) => {
    const { settings, database } = opts;
    const { db } = database;
    fastify.decorate('settings', settings);
    fastify.decorate('database', database);
    const metrics = new AppMetrics(database);
    fastify.decorate('metrics', metrics);
    fastify.addHook('onClose', async () => metrics.close());
    const { messages, outbox } = createMessageTransports(settings, db, fastify.log, (channel, outcome) =>
      metrics.messages.inc({ channel, outcome }),
    );
    fastify.addHook('onClose', async () => messages.close());
    const sessions = new SessionService(db, settings.SESSION_TTL_DAYS, (token, userId) =>
      fastify.signedInCallers.remember(token, userId),
    );
    const otp = new OtpService(db, messages);
    const profileAccess = new ProfileAccessService(db);
    const profiles = new ProfileService(db, profileAccess);
    const counters = new FailureCounterService(db);
    const accounts = new AccountService(db, {
      sessions,
      otp,
      profiles,
      counters,
      otpChannel: settings.OTP_CHANNEL,
    });
    const catalogue = new CatalogueService(db);
    const mediaSigner = new MediaSigner(settings.mediaSigningSecret);
    const enrolments = new EnrolmentService(db, counters);
    const { payments, sandbox } = createPayments(settings, db, {
      catalogue,
      enrolments,
      log: fastify.log,
      watchGateway: (gateway) => metrics.countingGatewayErrors(gateway),
    });
    const badges = new BadgeService(db);
    const certificates = new CertificateService(db, badges, {
      numberPrefix: settings.CERTIFICATE_NUMBER_PREFIX,
      academyName: settings.ACADEMY_NAME,
      appOrigin: settings.appOrigin,
    });
    const exams = new ExamService(db, profiles, (error) =>
      fastify.log.error({ err: error }, 'exam graded listener failed'),
    );
    // A graded attempt may complete a class or kitab, or earn a badge (decisions §7).
    exams.onAttemptGraded(({ profileId }) => certificates.evaluate(profileId).then(() => undefined));
    const staff = new StaffResourceService(db);
    // Every domain writes its staff changes to the one audit log (decision 0130).
    const audit = new AuditTrail(db);
    const progress = new ProgressService(db, catalogue, mediaSigner, certificates, exams);
    const activeHours = new ActiveHoursService(db);
    const notificationSettings = new NotificationSettingsService(db);
    // A public start takes only `https:` push endpoints; a local one any (the tests' push service).
    const pushSubscriptions = new PushSubscriptionService(db, !isLocalOrigin(settings.appOrigin));
    const notifications = new NotificationService(
      db,
      notificationSettings,
      messages,
      settings.appOrigin,
      (error) => fastify.log.warn({ err: error }, 'a notification could not be sent; it is retried'),
      new PushNotifier(pushSubscriptions, new WebPushSender(settings.vapid)),
    );
    // A grade released and a certificate issued reach the learner (decisions §9); a failed
    // notice is logged and does not undo the grade or the certificate.
    const outcomes = new OutcomeNotices(db, notifications);
    const noticeFailed = (error: unknown) => fastify.log.warn({ err: error }, 'an outcome notice failed');
    exams.onAttemptGraded((event) => outcomes.examGraded(event).catch(noticeFailed));
    certificates.onIssued((certificate) => outcomes.certificateIssued(certificate).catch(noticeFailed));
    const bulkEnrolments = new BulkEnrolmentService(db, {
      enrolments,
      payments,
      onFollowUpError: (error) => fastify.log.warn({ err: error }, 'bulk enrolment follow-up failed'),
    });
    const invitations = new InvitationService(db, {
      accounts,
      messages,
      appOrigin: settings.appOrigin,
      academyName: settings.ACADEMY_NAME,
    });
    const mediaStorage = await createMediaStorage(settings);
    const media = new MediaService(mediaStorage.storage);
    // At most 12 MiB a minute (48 kHz stereo WAV) of the longest recitation allowed.
    const recitationMaxBytes = settings.RECITATION_MAX_MINUTES * 12 * 1024 * 1024;
    const recitations = new RecitationService(db, {
      media,
      uploads: new RecitationUploads(mediaStorage.storage, {
        chunkBytes: recitationChunkBytes,
        maxBytes: recitationMaxBytes,
        keepHours: 24,
        openUploads: settings.RECITATION_OPEN_UPLOADS,
        unfinishedMaxBytes: settings.RECITATION_UNFINISHED_MAX_MB * 1024 * 1024,
      }),
      dailyMaxBytes: settings.RECITATION_DAILY_MAX_MB * 1024 * 1024,
      signer: mediaSigner,
      staff: audit,
      // Into the learner's inbox, and out by the channels the account allows (decisions §9).
      notify: async (notice: RecitationReviewedNotice) => {
        await notifications.notify({
          profileId: notice.profileId,
          kind: notice.kind,
          eventKey: `recitation-reviewed:${notice.recitationId}:${notice.reviewedAt}`,
          title: notice.title,
          body: notice.body,
          url: appLinks.classPage(notice.classId),
          channels: announcementChannels,
        });
      },
      maxSeconds: settings.RECITATION_MAX_MINUTES * 60,
      maxBytes: recitationMaxBytes,
      onNotifyError: (error) => fastify.log.warn({ err: error }, 'recitation notice failed'),
    });

    const staffCertificates = new StaffCertificateService(db, certificates, audit);
    const examOverrides = new ExamOverrideService(db, exams, audit);
    fastify.decorate('services', {
      sessions,
      messages,
      outbox,
      accounts,
      profiles,
      profileAccess,
      passwordReset: new PasswordResetService(db, accounts, otp),
      catalogue,
      enrolments,
      progress,
      activeHours,
      mediaSigner,
      knownDevices: new KnownDevices(settings.mediaSigningSecret, settings.appOrigin.startsWith('https:')),
      siteContent: new SiteContentService(db, catalogue),
      payments,
      sandboxGateway: sandbox,
      certificates,
      badges,
      staff,
      staffCertificates,
      staffAccounts: new StaffAccountService(db, accounts),
      staffTransactions: new StaffTransactionService(db, payments, enrolments),
      staffReports: new StaffReportService(db),
      gradebook: new GradebookService(db),
      questionBank: new QuestionBankService(db),
      classCopies: new ClassCopyService(staff),
      examPreviews: new ExamPreviewService(db, settings.mediaSigningSecret),
      classPreviews: new ClassPreviewService(db, catalogue),
      bulkEnrolments,
      learnerImport: new LearnerImportService(db, {
        accounts,
        bulkEnrolments,
        invitations,
        notifications,
        onSendError: (error) => fastify.log.warn({ err: error }, 'an imported learner was not told'),
      }),
      invitations,
      staffLearners: new StaffLearnerService(db, {
        staff,
        enrolments,
        progress,
        activeHours,
        payments,
        onFollowUpError: (error) => fastify.log.warn({ err: error }, 'staff enrolment follow-up failed'),
      }),
      media,
      s3Media: mediaStorage.s3,
      pinReset: new PinResetService(accounts, otp, profiles),
      exams,
      staffGrading: new StaffGradingService(db, exams, audit, certificates),
      examOverrides,
      bulkLearners: new BulkLearnerService(db, examOverrides, staffCertificates),
      dataExport: new DataExportService(db, { accounts, certificates, counters, recitations }),
      accountDeletions: new AccountDeletionService(db, { accounts, otp, sessions, staff: audit }),
      calendar: new CalendarService(
        db,
        settings.appOrigin,
        settings.ACADEMY_NAME,
        settings.mediaSigningSecret,
      ),
      // Attendance may complete a class whose document counts it (decisions §9).
      attendance: new AttendanceService(db, audit, (profileId) =>
        certificates.evaluate(profileId).then(() => undefined),
      ),
      meetingSeries: new MeetingSeriesService(db, audit),
      notificationSettings,
      notifications,
      reminders: new ReminderService(db, notifications, {
        meetingMinutes: settings.REMINDER_MEETING_MINUTES,
        examHours: settings.REMINDER_EXAM_HOURS,
      }),
      announcements: new AnnouncementService(db, notifications, audit),
      pushSubscriptions,
      recitations,
    } satisfies Services);
  },
  { name: 'services' },
);
