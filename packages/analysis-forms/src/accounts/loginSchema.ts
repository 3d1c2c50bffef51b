import * as z from 'zod/mini';

/**
 * The sign-in form's rules, in a module of their own: the sign-in page builds these two schemas
 * only, not the sign-up, profile and password ones of `schemas.ts` (which re-exports both).
 * Building a schema is work a phone does while the page is already on screen.
 */

/** local@domain; null, empty and the text `undefined` are rejected. */
export const emailSchema = z.string('accounts.validation.emailRequired').check(
  z.trim(),
  z.minLength(1, 'accounts.validation.emailRequired'),
  z.refine(
    (value) => value !== 'undefined' && value !== 'null',
    'accounts.validation.emailRequired',
  ),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'accounts.validation.email'),
);

export const loginSchema = z.object({
  email: emailSchema,
  // Only presence at sign-in: accounts made under older rules must still be able to sign in.
  password: z.string().check(z.minLength(1, 'accounts.validation.passwordRequired')),
  rememberEmail: z.optional(z.boolean()),
});

export type LoginValues = z.infer<typeof loginSchema>;
