import { z } from 'zod';

/**
 * Rules of a community post, the same as the server's (`apps/server/src/routes/community.ts`):
 * a one-line title of 1 to 200 characters without `<` or `>`, a body whose text is not empty,
 * and for a guest a nickname of 1 to 20 characters and a password of 4 to 30. Messages are
 * keys of `PostFormMessages['errors']`, so the site shows them in the reader's language.
 */
export const POST_TITLE_MAX = 200;
/** Characters of text the editor allows (the server takes up to 100,000 of HTML). */
export const POST_TEXT_MAX = 10_000;
export const POST_HTML_MAX = 100_000;
export const GUEST_NICKNAME_MAX = 20;
export const GUEST_PASSWORD_MIN = 4;
export const GUEST_PASSWORD_MAX = 30;
/** Characters of a reply (plain text). */
export const COMMUNITY_REPLY_MAX = 2_000;

export type PostFormError =
  | 'titleRequired'
  | 'titleTooLong'
  | 'markup'
  | 'contentRequired'
  | 'contentTooLong'
  | 'nicknameRequired'
  | 'nicknameTooLong'
  | 'passwordLength';

/** The visible text of editor HTML: tags removed, the few entities tiptap writes decoded. */
export function postHtmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const line = (max: number, required: PostFormError, tooLong: PostFormError) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .refine((value) => value.length > 0, required)
    .refine((value) => value.length <= max, tooLong)
    .refine((value) => !/[<>]/.test(value), 'markup');

const password = z
  .string()
  .min(GUEST_PASSWORD_MIN, 'passwordLength')
  .max(GUEST_PASSWORD_MAX, 'passwordLength');

/**
 * Who is writing decides the fields: a member only title and body; a guest writing a new
 * post also a nickname and a password; a guest changing their post the password they set.
 */
export type PostAuthorMode = 'member' | 'guest' | 'guestEdit';

export function postFormSchema(mode: PostAuthorMode) {
  return z.object({
    title: line(POST_TITLE_MAX, 'titleRequired', 'titleTooLong'),
    content: z
      .string()
      .refine((value) => postHtmlText(value) !== '', 'contentRequired')
      .refine(
        (value) => value.length <= POST_HTML_MAX && postHtmlText(value).length <= POST_TEXT_MAX,
        'contentTooLong',
      ),
    nickname:
      mode === 'guest'
        ? line(GUEST_NICKNAME_MAX, 'nicknameRequired', 'nicknameTooLong')
        : z.string().optional(),
    password: mode === 'member' ? z.string().optional() : password,
  });
}

export type PostFormInput = z.input<ReturnType<typeof postFormSchema>>;
export type PostFormValues = z.output<ReturnType<typeof postFormSchema>>;
