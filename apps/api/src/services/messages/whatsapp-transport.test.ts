import { describe, expect, it } from 'vitest';
import { toWhatsAppNumber } from './whatsapp-transport';

describe('toWhatsAppNumber', () => {
  it('turns a local number with its trunk 0 into Indonesian E.164 digits', () => {
    expect(toWhatsAppNumber('081234567890')).toBe('6281234567890');
  });

  it('keeps a number that already has its country code, without plus or separators', () => {
    expect(toWhatsAppNumber('+62 812-3456-7890')).toBe('6281234567890');
    expect(toWhatsAppNumber('6281234567890')).toBe('6281234567890');
    expect(toWhatsAppNumber('+44 7700 900123')).toBe('447700900123');
  });
});
