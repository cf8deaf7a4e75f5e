import type { Language } from '@academy/contract/language';
import type { MessagePurpose } from './message-transport';

const purposeText: Record<MessagePurpose, Record<Language, string>> = {
  'verify-account': { en: 'verify your account', id: 'verifikasi akun Anda' },
  'reset-password': { en: 'reset your password', id: 'atur ulang kata sandi Anda' },
  'phone-change': { en: 'change your phone number', id: 'mengganti nomor telepon Anda' },
  'email-change': { en: 'change your e-mail', id: 'mengganti email Anda' },
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
