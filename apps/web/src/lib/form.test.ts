import { resetPasswordFormSchema } from '@academy/contract/auth';
import { registerBodySchema } from '@academy/contract/user';
import { describe, expect, it } from 'vitest';
import { errorText, serverFieldErrors, validateForm } from './form';
import { i18n, initI18n } from './i18n';

const filled = {
  fullName: 'Aisyah Rahma',
  gender: 'female',
  phoneNumber: '081234567890',
  email: 'aisyah@example.com',
  password: 'bismillah123',
};

describe('validateForm', () => {
  it('gives the parsed data of valid input', () => {
    const result = validateForm(registerBodySchema, { ...filled, email: ' Aisyah@Example.com ' });
    expect(result).toEqual({ ok: true, data: { ...filled, email: 'aisyah@example.com' } });
  });

  it('gives one message key per field (spec §5)', () => {
    const result = validateForm(registerBodySchema, {
      fullName: '',
      gender: '',
      phoneNumber: '1234',
      email: 'nope',
      password: 'short',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'fullNameRequired',
        gender: 'genderRequired',
        phoneNumber: 'phoneTooShort',
        email: 'emailInvalid',
        password: 'passwordTooShort',
      },
    });
  });

  it('rejects a name with digits and a confirmation that does not match', () => {
    expect(validateForm(registerBodySchema, { ...filled, fullName: 'R2D2' })).toMatchObject({
      errors: { fullName: 'fullNameLetters' },
    });
    expect(
      validateForm(resetPasswordFormSchema, { password: 'newpassword1', confirmPassword: 'other' }),
    ).toEqual({
      ok: false,
      errors: { confirmPassword: 'passwordNotMatch' },
    });
  });
});

describe('messages next to fields', () => {
  it('translates contract keys and shows server text as is', async () => {
    await initI18n('en');
    const t = i18n.t.bind(i18n);
    expect(errorText(t, 'phoneTooShort')).toBe('Phone number must be more than 8 digits!');
    expect(errorText(t, 'Nomor telepon ini sudah terdaftar')).toBe('Nomor telepon ini sudah terdaftar');
    expect(errorText(t, undefined)).toBeUndefined();
    await i18n.changeLanguage('id');
    expect(errorText(i18n.t.bind(i18n), 'passwordNotMatch')).toBe('Kata sandi tidak cocok');
  });

  it('keys server field errors by field, first one wins', () => {
    expect(
      serverFieldErrors([
        { field: 'email', message: 'taken' },
        { field: 'email', message: 'second' },
        { field: 'phoneNumber', message: 'p' },
      ]),
    ).toEqual({ email: 'taken', phoneNumber: 'p' });
  });
});
