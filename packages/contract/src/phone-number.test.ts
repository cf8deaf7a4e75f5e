import { describe, expect, it } from 'vitest';
import {
  canonicalPhoneNumber,
  displayPhoneNumber,
  internationalDigits,
  isWrittenPhoneNumber,
  phoneDigits,
} from './phone-number';

describe('canonicalPhoneNumber', () => {
  it.each([
    '081234567890',
    '0812-3456-7890',
    '0812 3456 7890',
    '+6281234567890',
    '+62 812-3456-7890',
    '+62 812 3456 7890',
    '6281234567890',
    '62 812 3456 7890',
    '(0812) 3456.7890',
    '+62 (0) 812 3456 7890',
    '006281234567890',
    '81234567890',
  ])('reads %s as 081234567890', (written) => {
    expect(canonicalPhoneNumber(written)).toBe('081234567890');
  });

  it('keeps a stored canonical number unchanged', () => {
    expect(canonicalPhoneNumber('081200000001')).toBe('081200000001');
  });

  it('keeps another country code with its plus', () => {
    expect(canonicalPhoneNumber('+44 7700 900123')).toBe('+447700900123');
    expect(canonicalPhoneNumber('0044 7700 900123')).toBe('+447700900123');
  });

  it('leaves text that is no number for the caller to refuse', () => {
    expect(isWrittenPhoneNumber('0812abc')).toBe(false);
    expect(isWrittenPhoneNumber('++62812')).toBe(false);
    expect(isWrittenPhoneNumber('+62 812-3456-7890')).toBe(true);
  });
});

describe('phoneDigits', () => {
  it('counts digits only', () => {
    expect(phoneDigits('+62 812-34')).toBe('6281234');
  });
});

describe('displayPhoneNumber and internationalDigits', () => {
  it('shows a number as WhatsApp does and links it in E.164 digits', () => {
    expect(displayPhoneNumber('6281234500000')).toBe('+62 812-3450-0000');
    expect(displayPhoneNumber('081234567890')).toBe('+62 812-3456-7890');
    expect(displayPhoneNumber('+44 7700 900123')).toBe('+447700900123');
    expect(internationalDigits('0812-3456-7890')).toBe('6281234567890');
    expect(internationalDigits('+44 7700 900123')).toBe('447700900123');
  });
});
