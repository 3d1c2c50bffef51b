import { z } from 'zod';

/**
 * Validation rules of spec point 5, shared by the sign-in and sign-up forms (react-hook-form
 * with a zod resolver) and by the session machine's guards, so both check the same thing.
 * Messages are keys of the `analysis` i18n namespace.
 */

/** The special characters a password may (and must at least once) contain. */
export const PASSWORD_SPECIALS = '$@!%^&*#?=+().-';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 15;

const special = /[$@!%^&*#?=+().-]/;
const allowedPasswordCharacters = /^[A-Za-z\d$@!%^&*#?=+().-]*$/;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'accounts.validation.passwordLength')
  .max(PASSWORD_MAX_LENGTH, 'accounts.validation.passwordLength')
  .regex(/[A-Za-z]/, 'accounts.validation.passwordRule')
  .regex(/\d/, 'accounts.validation.passwordRule')
  .regex(special, 'accounts.validation.passwordRule')
  .regex(allowedPasswordCharacters, 'accounts.validation.passwordCharacters');

/** local@domain; null, empty and the text `undefined` are rejected. */
export const emailSchema = z
  .string('accounts.validation.emailRequired')
  .trim()
  .min(1, 'accounts.validation.emailRequired')
  .refine((value) => value !== 'undefined' && value !== 'null', 'accounts.validation.emailRequired')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'accounts.validation.email');

/** Zero or more digits. */
export const digitsSchema = z.string().regex(/^\d*$/, 'accounts.validation.digits');

/** Korean letters (syllables and jamo), Latin letters and spaces. */
export const nameSchema = z
  .string()
  .trim()
  .min(1, 'accounts.validation.nameRequired')
  .regex(/^[A-Za-z가-힣ㄱ-ㅎㅏ-ㅣ ]+$/, 'accounts.validation.name');

export const loginSchema = z.object({
  email: emailSchema,
  // Only presence at sign-in: accounts made under older rules must still be able to sign in.
  password: z.string().min(1, 'accounts.validation.passwordRequired'),
  rememberEmail: z.boolean().optional(),
});

export const genders = ['', 'male', 'female'] as const;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    passwordConfirm: z.string(),
    name: nameSchema,
    mobile: digitsSchema.min(1, 'accounts.validation.mobileRequired'),
    /** YYYY-MM-DD (the date input's value) or empty. */
    birth: z.union([z.literal(''), z.iso.date('accounts.validation.birth')]),
    gender: z.enum(genders),
    agreeTerms: z.boolean().refine((agreed) => agreed, 'accounts.validation.agreeTerms'),
    agreePrivacy: z.boolean().refine((agreed) => agreed, 'accounts.validation.agreePrivacy'),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'accounts.validation.passwordConfirm',
  });

export type LoginValues = z.infer<typeof loginSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
