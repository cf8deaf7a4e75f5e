import { z } from 'zod';
import { localizedSchema } from './language-schema';

// Certificates, sanad and badges (decisions §7, api-contract "Calls for certificates, sanad and
// badges").

/** The two PDFs of a certificate: the learner's language (Indonesian or English) and Arabic. */
export const certificateVariants = ['latin', 'arabic'] as const;
export const certificateVariantSchema = z.enum(certificateVariants, { error: 'invalidValue' });
export type CertificateVariant = z.infer<typeof certificateVariantSchema>;

/**
 * A certificate PDF's file name, e.g. `AIS-2026-000001-id.pdf`, or `…-ar.pdf` for the Arabic one:
 * the number (its slashes cannot be in a file name) and the language the PDF is written in. The
 * server sends it in Content-Disposition and the web app saves the file under that name.
 */
export const certificatePdfFileName = (number: string, variant: CertificateVariant, language: string) =>
  `${number.replaceAll('/', '-')}-${variant === 'arabic' ? 'ar' : language}.pdf`;

/**
 * A public verification code: 16 base64url characters (96 random bits). Anything else is not a
 * code, so it answers 404 before the database is asked.
 */
export const certificateCodePattern = /^[A-Za-z0-9_-]{16}$/;

export const certificateStatusSchema = z.enum(['valid', 'revoked']);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

export const certificateItemSchema = z.object({
  type: z.enum(['class', 'kitab']),
  id: z.uuid(),
  title: localizedSchema,
  /** The kitab's Arabic title (a class: its kitab, joined). */
  titleArabic: z.string(),
});
export type CertificateItem = z.infer<typeof certificateItemSchema>;

/**
 * One link of a sanad, from the oldest link of the teacher's known chain (position 1) down to the
 * teacher and the learner (the last).
 */
export const sanadLinkSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  note: localizedSchema,
  role: z.enum(['chain', 'teacher', 'learner']),
});
export type SanadLink = z.infer<typeof sanadLinkSchema>;

/**
 * The sanad of one kitab on a certificate (decision 0108): only a kitab whose teacher has a known
 * chain of it has one, so a certificate with none lists none.
 */
export const kitabChainSchema = z.object({ titleArabic: z.string(), chain: z.array(sanadLinkSchema) });
export type KitabChain = z.infer<typeof kitabChainSchema>;

const certificateFacts = {
  number: z.string(),
  code: z.string(),
  item: certificateItemSchema,
  learnerName: z.string(),
  teacherName: z.string(),
  issuedAt: z.iso.datetime(),
  /** Umm al-Qura date of issue, `YYYY-MM-DD` (Hijri year, month, day). */
  hijriDate: z.string(),
  status: certificateStatusSchema,
  revokedAt: z.iso.datetime().nullable(),
};

/** `GET /profile/{profileId}/certificates`: the profile's certificates, newest first. */
export const certificateSchema = z.object({
  id: z.uuid(),
  ...certificateFacts,
  /** `{APP_ORIGIN}/sertifikat/{code}`: the public verification page. */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** `GET /certificates/verify/{code}`: public facts of a certificate and its sanad. */
export const certificateVerificationSchema = z.object({
  ...certificateFacts,
  academyName: z.string(),
  /** One chain per kitab of the certificate that has a known chain; empty: no sanad. */
  sanad: z.array(kitabChainSchema),
  /**
   * The certificate that replaced this revoked one (a reissue after a name correction): its page.
   * The revocation's reason is not public (decision 0061).
   */
  replacedBy: z.object({ number: z.string(), verifyUrl: z.string() }).nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const certificateIdParamsSchema = z.object({ certificateId: z.uuid() });
export const certificateCodeParamsSchema = z.object({ code: z.string().max(200) });
export const certificatePdfQuerySchema = z.object({
  profileId: z.uuid(),
  variant: certificateVariantSchema,
});

/**
 * `GET /profile/{profileId}/sanad`: per kitab the profile completed whose teacher has a known chain
 * of it, that chain (a kitab without one is not listed).
 */
export const kitabSanadSchema = z.object({
  kitab: z.object({ id: z.uuid(), title: localizedSchema, titleArabic: z.string() }),
  chain: z.array(sanadLinkSchema),
});
export type KitabSanad = z.infer<typeof kitabSanadSchema>;

/** Badges and the rule that earns each (decisions §7). */
export const badgeKeys = [
  'first-class-completed',
  'first-exam-passed',
  'hours-10',
  'hours-50',
  'kitab-on-pace',
] as const;
export type BadgeKey = (typeof badgeKeys)[number];

/** `GET /profile/{profileId}/badges`: earned badges, in the request's language. */
export const badgeSchema = z.object({
  key: z.enum(badgeKeys),
  title: z.string(),
  description: z.string(),
  earnedAt: z.iso.datetime(),
});
export type Badge = z.infer<typeof badgeSchema>;
