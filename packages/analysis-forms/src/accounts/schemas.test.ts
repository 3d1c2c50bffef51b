import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  codeSchema,
  digitsSchema,
  emailSchema,
  findEmailSchema,
  inquirySchema,
  nameSchema,
  passwordSchema,
  profileSchema,
  resetPasswordSchema,
  signUpSchema,
} from './schemas';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('account validation rules', () => {
  it('password: 6 to 15 characters with a letter, a digit and a special character', () => {
    expect(ok(passwordSchema, 'abc12$')).toBe(true);
    expect(ok(passwordSchema, 'Abcdefghij12(.-')).toBe(true);
    for (const special of '$@!%^&*#?=+().-')
      expect(ok(passwordSchema, `abc12${special}`)).toBe(true);
    expect(ok(passwordSchema, 'ab1$')).toBe(false); // too short
    expect(ok(passwordSchema, 'abcdefghijk12$$$')).toBe(false); // 16
    expect(ok(passwordSchema, 'abcdef$')).toBe(false); // no digit
    expect(ok(passwordSchema, '123456$')).toBe(false); // no letter
    expect(ok(passwordSchema, 'abc1234')).toBe(false); // no special
    expect(ok(passwordSchema, 'abc12$_')).toBe(false); // '_' is not in the set
  });

  it('e-mail: local@domain; empty, null and the text undefined are refused', () => {
    expect(ok(emailSchema, 'hong@example.kr')).toBe(true);
    for (const value of [
      '',
      'undefined',
      'null',
      null,
      undefined,
      'hong',
      'hong@',
      '@x.kr',
      'a b@c.kr',
    ])
      expect(ok(emailSchema, value)).toBe(false);
  });

  it('digits: zero or more digits only', () => {
    expect(ok(digitsSchema, '')).toBe(true);
    expect(ok(digitsSchema, '01012345678')).toBe(true);
    expect(ok(digitsSchema, '010-1234')).toBe(false);
    expect(ok(digitsSchema, '１２')).toBe(false);
  });

  it('name: Korean letters, Latin letters and spaces only', () => {
    expect(ok(nameSchema, '홍길동')).toBe(true);
    expect(ok(nameSchema, 'Hong Gil dong')).toBe(true);
    expect(ok(nameSchema, '홍 Gildong')).toBe(true);
    expect(ok(nameSchema, '홍길동1')).toBe(false);
    expect(ok(nameSchema, 'O’Brien')).toBe(false);
    expect(ok(nameSchema, '   ')).toBe(false);
  });

  it('sign-up: passwords must match; the message points at the confirmation field', () => {
    const result = signUpSchema.safeParse({
      email: 'a@b.kr',
      password: 'abc12$',
      passwordConfirm: 'abc12%',
      name: '홍길동',
      mobile: '010',
      birth: '',
      gender: '',
      agreeTerms: true,
      agreePrivacy: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['passwordConfirm'],
      message: 'accounts.validation.passwordConfirm',
    });
  });
});

const signUp = {
  email: 'a@b.kr',
  password: 'abc12$',
  passwordConfirm: 'abc12$',
  name: '홍길동',
  mobile: '010',
  birth: '',
  gender: '' as const,
  agreeTerms: true,
  agreePrivacy: true,
};

describe('account helper forms', () => {
  it('social sign-up: the password may be left empty with a ticket, never without', () => {
    expect(ok(signUpSchema, { ...signUp, password: '', passwordConfirm: '' })).toBe(false);
    expect(
      ok(signUpSchema, { ...signUp, password: '', passwordConfirm: '', signupTicket: 't' }),
    ).toBe(true);
    // A password given with a ticket still follows the rules.
    expect(
      ok(signUpSchema, { ...signUp, password: 'abc', passwordConfirm: 'abc', signupTicket: 't' }),
    ).toBe(false);
  });

  it('code: six digits', () => {
    expect(ok(codeSchema, '012345')).toBe(true);
    expect(ok(codeSchema, ' 012345 ')).toBe(true);
    for (const value of ['', '12345', '1234567', '12345a'])
      expect(ok(codeSchema, value)).toBe(false);
  });

  it('find e-mail: a valid name and a digits-only mobile number', () => {
    expect(ok(findEmailSchema, { name: '홍길동', mobile: '01012345678' })).toBe(true);
    expect(ok(findEmailSchema, { name: '홍길동', mobile: '' })).toBe(false);
    expect(ok(findEmailSchema, { name: 'hong1', mobile: '010' })).toBe(false);
  });

  it('reset and change password: the password rule and a matching confirmation', () => {
    const reset = {
      email: 'a@b.kr',
      code: '123456',
      password: 'abc12$',
      passwordConfirm: 'abc12$',
    };
    expect(ok(resetPasswordSchema, reset)).toBe(true);
    expect(
      ok(resetPasswordSchema, { ...reset, password: 'abc123', passwordConfirm: 'abc123' }),
    ).toBe(false);
    expect(ok(resetPasswordSchema, { ...reset, passwordConfirm: 'abc12%' })).toBe(false);
    const change = { oldPassword: 'x', newPassword: 'new12$', newPasswordConfirm: 'new12$' };
    expect(ok(changePasswordSchema, change)).toBe(true);
    expect(ok(changePasswordSchema, { ...change, oldPassword: '' })).toBe(false);
  });

  it('profile and inquiry: required fields and limits', () => {
    const profile = { name: '홍길동', nickname: '', mobile: '010', birth: '', gender: '' };
    expect(ok(profileSchema, profile)).toBe(true);
    expect(ok(profileSchema, { ...profile, nickname: 'x'.repeat(101) })).toBe(false);
    expect(ok(profileSchema, { ...profile, birth: '1990-02-30' })).toBe(false);
    const inquiry = { categoryId: 'c', title: '제목', contents: '내용' };
    expect(ok(inquirySchema, inquiry)).toBe(true);
    expect(ok(inquirySchema, { ...inquiry, title: '  ' })).toBe(false);
    expect(ok(inquirySchema, { ...inquiry, contents: 'x'.repeat(5001) })).toBe(false);
    expect(ok(inquirySchema, { ...inquiry, categoryId: '' })).toBe(false);
  });
});
