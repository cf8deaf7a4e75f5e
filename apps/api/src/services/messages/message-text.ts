import type { Language } from '@academy/contract/language';
import type { MessagePurpose } from './message-transport';

const purposeText: Record<MessagePurpose, Record<Language, string>> = {
  'verify-account': { en: 'verify your account', id: 'verifikasi akun Anda' },
  'reset-password': { en: 'reset your password', id: 'atur ulang kata sandi Anda' },
  'phone-change': { en: 'change your phone number', id: 'mengganti nomor telepon Anda' },
  'email-change': { en: 'change your e-mail', id: 'mengganti email Anda' },
  'pin-reset': { en: 'reset a profile PIN', id: 'mengatur ulang PIN profil' },
  'account-deletion': { en: 'delete your account', id: 'menghapus akun Anda' },
  'account-restore': { en: 'keep your account', id: 'mempertahankan akun Anda' },
};

/** The plain-text body of a code message, in the person's language. */
export function messageText(
  academyName: string,
  purpose: MessagePurpose,
  code: string,
  language: Language,
): string {
  const what = purposeText[purpose][language];
  return language === 'en'
    ? `${academyName}: your code to ${what} is ${code}. It is valid for 10 minutes. Never share it with anyone.`
    : `${academyName}: kode untuk ${what} adalah ${code}. Berlaku 10 menit. Jangan berikan kode ini kepada siapa pun.`;
}

const subjectText: Record<MessagePurpose, Record<Language, string>> = {
  'verify-account': { en: 'Verify your account', id: 'Verifikasi akun Anda' },
  'reset-password': { en: 'Reset your password', id: 'Atur ulang kata sandi Anda' },
  'phone-change': { en: 'Change your phone number', id: 'Ganti nomor telepon Anda' },
  'email-change': { en: 'Change your e-mail', id: 'Ganti email Anda' },
  'pin-reset': { en: 'Reset a profile PIN', id: 'Atur ulang PIN profil' },
  'account-deletion': { en: 'Delete your account', id: 'Hapus akun Anda' },
  'account-restore': { en: 'Keep your account', id: 'Pertahankan akun Anda' },
};

/** The e-mail subject of a code message; it never carries the code. */
export function messageSubject(academyName: string, purpose: MessagePurpose, language: Language): string {
  return `${academyName}: ${subjectText[purpose][language]}`;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** The HTML body of a code e-mail: the plain text with the code set large. */
export function messageHtml(
  academyName: string,
  purpose: MessagePurpose,
  code: string,
  language: Language,
): string {
  const intro = escapeHtml(messageText(academyName, purpose, code, language));
  return [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<h1 style="font-size:18px">${escapeHtml(messageSubject(academyName, purpose, language))}</h1>`,
    `<p>${intro}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The HTML body of a reminder or announcement e-mail: its title and its text, paragraph by paragraph. */
export function noticeHtml(academyName: string, subject: string, text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`);
  return [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p style="color:#555">${escapeHtml(academyName)}</p>`,
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
