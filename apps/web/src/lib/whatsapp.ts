import { internationalDigits } from '@academy/contract/phone-number';

/** A wa.me link for a phone number written any way (0812…, +62 812…, 62812…). */
export function whatsappHref(phone: string, text?: string): string {
  return `https://wa.me/${internationalDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
