import { messages } from '@academy/contract/messages';
import { describe, expect, it } from 'vitest';
import { validationNamespace } from './i18n';
import { resolveLanguage } from './language-choice';

describe('resolveLanguage', () => {
  it('takes the stored preferred language first', () => {
    expect(resolveLanguage('en', ['id-ID'])).toBe('en');
    expect(resolveLanguage('id', ['en-GB'])).toBe('id');
  });

  it('else the first browser language we speak, by its primary subtag', () => {
    expect(resolveLanguage(null, ['en-GB', 'id'])).toBe('en');
    expect(resolveLanguage(null, ['fr-FR', 'id-ID'])).toBe('id');
    expect(resolveLanguage('de', ['EN_us'])).toBe('en');
  });

  it('else Indonesian', () => {
    expect(resolveLanguage(null, [])).toBe('id');
    expect(resolveLanguage(undefined, ['fr', 'ar-SA'])).toBe('id');
    expect(resolveLanguage(42, ['ja'])).toBe('id');
  });
});

describe('validationNamespace', () => {
  it('is built from the contract messages, the spec English exact', () => {
    const en = validationNamespace('en');
    expect(en.fullNameRequired).toBe('Full name cannot be empty!');
    expect(en.passwordNotMatch).toBe('Password not match');
    expect(Object.keys(en)).toEqual(Object.keys(messages));
    expect(validationNamespace('id').emailInvalid).toBe(messages.emailInvalid.id);
  });
});
