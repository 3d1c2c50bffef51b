import { z } from 'zod';
import { ApiError, ERRORS, type ErrorCode } from '../errors';

/**
 * Account payloads and the account validation rules (e-mail, password, nickname). Each rule's message is the error code
 * answered when it fails, so every rule has its own Korean and English text.
 *
 * Decision: a password may contain only letters, digits and the listed specials (the
 * site's form enforces the same), so nothing outside the set can slip in.
 */
const PASSWORD_SPECIAL = /[$@!%^&*#?=+().-]/;
const PASSWORD_ALLOWED = /^[A-Za-z\d$@!%^&*#?=+().-]{6,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Korean letters (syllables and jamo), Latin letters and spaces. */
const NAME = /^[A-Za-z가-힣ㄱ-ㅎㅏ-ㅣ ]+$/;

export const passwordSchema = z
  .string('PASSWORD_RULE')
  .regex(PASSWORD_ALLOWED, 'PASSWORD_RULE')
  .regex(/[A-Za-z]/, 'PASSWORD_RULE')
  .regex(/\d/, 'PASSWORD_RULE')
  .regex(PASSWORD_SPECIAL, 'PASSWORD_RULE');

/** local@domain, trimmed and lower-cased; null, '' and the text 'undefined' are rejected. */
export const emailSchema = z
  .string('EMAIL_INVALID')
  .trim()
  .max(254, 'EMAIL_INVALID')
  .refine((value) => value !== 'undefined' && value !== 'null', 'EMAIL_INVALID')
  .regex(EMAIL, 'EMAIL_INVALID')
  .transform((value) => value.toLowerCase());

export const nameSchema = z
  .string('NAME_INVALID')
  .trim()
  .min(1, 'NAME_INVALID')
  .max(50, 'NAME_INVALID')
  .regex(NAME, 'NAME_INVALID');

export const mobileSchema = z
  .string('MOBILE_INVALID')
  .trim()
  .min(1, 'MOBILE_INVALID')
  .max(20, 'MOBILE_INVALID')
  .regex(/^\d+$/, 'MOBILE_INVALID');

const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

const isoDate = z.iso.date();

/** YYYY-MM-DD (a real date) or empty. */
export const birthSchema = z
  .string('BIRTH_INVALID')
  .nullish()
  .refine((value) => !value || isoDate.safeParse(value).success, 'BIRTH_INVALID')
  .transform(emptyToNull);

export const genderSchema = z
  .enum(['', 'male', 'female'], 'GENDER_INVALID')
  .nullish()
  .transform(emptyToNull);

/** Free text fields (nickname, payment method): kept verbatim, only bounded. */
export const freeTextSchema = z.string().max(100);

/** The sign-up payload as the site sends it. Unknown keys are ignored. */
export const signUpSchema = z.looseObject({
  user_name: nameSchema,
  // The `{type}` of /register/{type}; accounts are always created as 'member' (never admin).
  user_level: z.unknown().optional(),
  email: emailSchema,
  password: passwordSchema,
  mobile_number: mobileSchema,
  ip: z.string().max(100).nullish(),
  user_birth: birthSchema,
  user_gender: genderSchema,
});

/**
 * Sign-up with the `signupTicket` a social sign-in answered: the same fields, but the password
 * may be left out (the member signs in with the provider; a password can be set later with
 * the e-mail reset).
 */
export const socialSignUpSchema = signUpSchema.extend({
  password: passwordSchema.optional(),
  signupTicket: z.string().min(1).max(200),
});

export const loginSchema = z.looseObject({
  email: emailSchema,
  // Presence only at sign-in (older rules may have made other passwords); bounded for argon2.
  password: z.string().min(1).max(200),
  utm_id: z.string().max(200).nullish(),
  ip: z.string().max(100).nullish(),
});

export const existEmailSchema = z.looseObject({ email: emailSchema });

export const pageSchema = z.looseObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const changePasswordSchema = z.looseObject({
  oldPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

export const deleteAccountSchema = z.looseObject({ password: z.string().min(1).max(200) });

export const emailSendSchema = z.looseObject({
  email: emailSchema,
  // `html` and `subject` of the old client are ignored: the server writes its own mail.
  purpose: z.enum(['verify', 'reset']).default('verify'),
});

export const verificationSchema = z.looseObject({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'CODE_INVALID'),
  purpose: z.enum(['verify', 'reset']).default('verify'),
});

export const resetPasswordSchema = z.looseObject({
  email: emailSchema,
  password: passwordSchema,
  code: z
    .string('CODE_INVALID')
    .trim()
    .regex(/^\d{6}$/, 'CODE_INVALID'),
  ip: z.string().max(100).nullish(),
});

/** `confirmData` of find-email: the name and mobile number given at sign-up. */
export const findEmailSchema = z.looseObject({
  confirmData: z.looseObject({ user_name: nameSchema, mobile_number: mobileSchema }),
});

/** Validates an account payload; a failing rule answers with its own code. */
export function validateAccount<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const code = issue?.message;
  if (code !== undefined && code in ERRORS && code !== 'VALIDATION_FAILED')
    throw new ApiError(code as ErrorCode);
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  throw new ApiError('VALIDATION_FAILED', { field });
}
