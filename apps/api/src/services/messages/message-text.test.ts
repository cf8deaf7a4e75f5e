import { describe, expect, it } from 'vitest';
import { messageHtml, messageSubject, messageText } from './message-text';

describe('code message texts', () => {
  it('says the code, what it is for and how long it lasts, in the person’s language', () => {
    expect(messageText('Akademi', 'phone-change', '123456', 'en')).toBe(
      'Akademi: your code to change your phone number is 123456. It is valid for 10 minutes. Never share it with anyone.',
    );
    expect(messageText('Akademi', 'phone-change', '123456', 'id')).toContain(
      'kode untuk mengganti nomor telepon Anda adalah 123456',
    );
  });

  it('keeps the code out of the subject', () => {
    expect(messageSubject('Akademi', 'email-change', 'en')).toBe('Akademi: Change your e-mail');
    expect(messageSubject('Akademi', 'email-change', 'id')).toBe('Akademi: Ganti email Anda');
  });

  it('escapes the academy name in the HTML body and sets the code on its own', () => {
    const html = messageHtml('A & <B>', 'verify-account', '654321', 'en');
    expect(html).toContain('A &amp; &lt;B&gt;');
    expect(html).not.toContain('<B>');
    expect(html).toMatch(/<p[^>]*>654321<\/p>/);
    expect(html).toContain('lang="en"');
  });
});
