import { describe, expect, it } from 'vitest';
import { digitsSchema, emailSchema, nameSchema, passwordSchema, signUpSchema } from './schemas';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('validation rules (spec point 5)', () => {
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
