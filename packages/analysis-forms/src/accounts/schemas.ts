import * as z from 'zod/mini';
import { emailSchema, loginSchema, type LoginValues } from './loginSchema';

export { emailSchema, loginSchema, type LoginValues };

/**
 * Account validation rules (e-mail, password, nickname), shared by the sign-in and sign-up forms (react-hook-form
 * with a zod resolver) and by the session machine's guards, so both check the same thing.
 * Messages are keys of the `analysis` i18n namespace. Written with `zod/mini`: the sign-in
 * page then loads zod's core without the chained API (and its JSON Schema export), which is
 * a quarter of that page's JavaScript.
 */

/** The special characters a password may (and must at least once) contain. */
export const PASSWORD_SPECIALS = '$@!%^&*#?=+().-';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 15;

const special = /[$@!%^&*#?=+().-]/;
const allowedPasswordCharacters = /^[A-Za-z\d$@!%^&*#?=+().-]*$/;

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, 'accounts.validation.passwordLength'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'accounts.validation.passwordLength'),
    z.regex(/[A-Za-z]/, 'accounts.validation.passwordRule'),
    z.regex(/\d/, 'accounts.validation.passwordRule'),
    z.regex(special, 'accounts.validation.passwordRule'),
    z.regex(allowedPasswordCharacters, 'accounts.validation.passwordCharacters'),
  );

/** Zero or more digits. */
export const digitsSchema = z.string().check(z.regex(/^\d*$/, 'accounts.validation.digits'));

/** Korean letters (syllables and jamo), Latin letters and spaces. */
export const nameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'accounts.validation.nameRequired'),
    z.regex(/^[A-Za-z가-힣ㄱ-ㅎㅏ-ㅣ ]+$/, 'accounts.validation.name'),
  );

export const genders = ['', 'male', 'female'] as const;

/** YYYY-MM-DD (the date input's value) or empty. */
const birthSchema = z.union([z.literal(''), z.iso.date('accounts.validation.birth')]);
const mobileSchema = digitsSchema.check(z.minLength(1, 'accounts.validation.mobileRequired'));

export const signUpSchema = z
  .object({
    email: emailSchema,
    /** Checked below: required for an e-mail sign-up, optional with a social sign-up ticket. */
    password: z.string(),
    passwordConfirm: z.string(),
    name: nameSchema,
    mobile: mobileSchema,
    birth: birthSchema,
    gender: z.enum(genders),
    agreeTerms: z.boolean().check(z.refine((agreed) => agreed, 'accounts.validation.agreeTerms')),
    agreePrivacy: z
      .boolean()
      .check(z.refine((agreed) => agreed, 'accounts.validation.agreePrivacy')),
    /**
     * The `signupTicket` of a social sign-in that found no account (`/register/{social}`):
     * the account is created linked to the provider account, and the password may be left
     * empty (the member signs in with the provider).
     */
    signupTicket: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.signupTicket !== undefined && values.password === '') return;
      const password = passwordSchema.safeParse(values.password);
      for (const issue of password.success ? [] : password.error.issues.slice(0, 1))
        context.addIssue({ code: 'custom', path: ['password'], message: issue.message });
      if (values.password !== values.passwordConfirm)
        context.addIssue({
          code: 'custom',
          path: ['passwordConfirm'],
          message: 'accounts.validation.passwordConfirm',
        });
    }),
  );

/** Six digits, as the server mails them. */
export const codeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'myAccount.validation.code'));

/** `/findid`: the name and mobile number given at sign-up. */
export const findEmailSchema = z.object({ name: nameSchema, mobile: mobileSchema });

/** `/forgot-password`: the account's e-mail, the mailed code and a new password twice. */
export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    code: codeSchema,
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.passwordConfirm, {
      path: ['passwordConfirm'],
      message: 'accounts.validation.passwordConfirm',
    }),
  );

/** `/my-activity/pwd-change`. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'myAccount.validation.oldPasswordRequired')),
    newPassword: passwordSchema,
    newPasswordConfirm: z.string(),
  })
  .check(
    z.refine((values) => values.newPassword === values.newPasswordConfirm, {
      path: ['newPasswordConfirm'],
      message: 'accounts.validation.passwordConfirm',
    }),
  );

/** `/my-activity/profile`: the fields that have their own change call. */
export const profileSchema = z.object({
  name: nameSchema,
  nickname: z.string().check(z.trim(), z.maxLength(100, 'myAccount.validation.nickname')),
  mobile: mobileSchema,
  birth: birthSchema,
  gender: z.enum(genders),
});

/** The e-mail change on the profile: the new address and the code mailed to it. */
export const changeEmailSchema = z.object({ email: emailSchema, code: codeSchema });

export const INQUIRY_TITLE_MAX = 200;
export const INQUIRY_CONTENTS_MAX = 5_000;

/** `/my-activity/inquiry`: a one-to-one question (service centre). */
export const inquirySchema = z.object({
  categoryId: z.string().check(z.minLength(1, 'myAccount.validation.category')),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'myAccount.validation.titleRequired'),
      z.maxLength(INQUIRY_TITLE_MAX, 'myAccount.validation.titleLength'),
    ),
  contents: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'myAccount.validation.contentsRequired'),
      z.maxLength(INQUIRY_CONTENTS_MAX, 'myAccount.validation.contentsLength'),
    ),
});

/** Account deletion asks for the password once more. */
export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, 'accounts.validation.passwordRequired')),
});

export type SignUpValues = z.infer<typeof signUpSchema>;
export type FindEmailValues = z.infer<typeof findEmailSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
export type ProfileValues = z.infer<typeof profileSchema>;
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
export type InquiryValues = z.infer<typeof inquirySchema>;
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
