/**
 * Indonesian mobile numbers as people write them: `0812-3456-7890`, `62812…`, `+62 812 3456 7890`,
 * `(0812) 3456 7890`, `+62 (0) 812…`, `812…`. They are one number, and one canonical form is stored
 * and compared everywhere (sign-in, duplicates, codes, throttles): the national form with its trunk
 * 0 (`081234567890`), the form the first accounts were stored in, so no stored row needs a change.
 * A number with another country code keeps it, as `+` and digits (`+447700900123`).
 */

/** Indonesia's country calling code. */
export const indonesiaCallingCode = '62';

/** What may separate the digits of a written phone number. */
const separators = /[\s\-.()/]/g;

/** Digits with at most one leading `+` (after the separators are removed). */
const writtenNumber = /^\+?[0-9]*$/;

/** Whether the text looks like a phone number once spaces, dashes, dots and brackets are ignored. */
export function isWrittenPhoneNumber(text: string): boolean {
  return writtenNumber.test(text.replace(separators, ''));
}

/**
 * The canonical form of a written phone number. Text that is not a phone number at all (see
 * `isWrittenPhoneNumber`) comes back without its separators, for the caller to refuse.
 */
export function canonicalPhoneNumber(text: string): string {
  let compact = text.replace(separators, '');
  // 0062… is +62… dialled from a landline with the international prefix.
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  let national: string;
  if (compact.startsWith(`+${indonesiaCallingCode}`)) national = compact.slice(3);
  else if (compact.startsWith('+')) return compact;
  else if (compact.startsWith(indonesiaCallingCode)) national = compact.slice(2);
  else if (compact.startsWith('8')) national = compact;
  else return compact;
  // "+62 (0) 812…" carries the trunk 0 after the country code; it is dropped once.
  return `0${national.replace(/^0/, '')}`;
}

/** The digits of a number (the spec's "more than 8 digits" counts these). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** E.164 digits without the plus, as wa.me links and the WhatsApp Cloud API take a number. */
export function internationalDigits(phone: string): string {
  const canonical = canonicalPhoneNumber(phone);
  return canonical.startsWith('0')
    ? `${indonesiaCallingCode}${canonical.slice(1)}`
    : phone.replace(/\D/g, '');
}

/**
 * A number as WhatsApp shows it, for reading and copying: `+62 812-3456-7890`. A number of
 * another country is shown as stored.
 */
export function displayPhoneNumber(phone: string): string {
  const canonical = canonicalPhoneNumber(phone);
  if (!canonical.startsWith('0')) return canonical;
  const national = canonical.slice(1);
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+${indonesiaCallingCode} ${groups.join('-')}`;
}
