import { z } from 'zod';

/**
 * Rules of a one-to-one question, the same as the server's (`POST /boards/qna` and
 * `/boards/qna-update` in `apps/server/src/routes/service-centre.ts`): a type, a one-line title
 * of 1 to 200 characters without `<` or `>`, a text of 1 to 5,000 characters, and at most five
 * files in all (the question's kept files and the new ones). Messages are keys of
 * `QnaFormMessages['errors']`, so the site shows them in the reader's language.
 */
export const QNA_FORM_TITLE_MAX = 200;
export const QNA_FORM_CONTENTS_MAX = 5_000;
export const QNA_FORM_FILES_MAX = 5;

export type QnaFormError =
  | 'categoryRequired'
  | 'titleRequired'
  | 'titleTooLong'
  | 'markup'
  | 'contentsRequired'
  | 'contentsTooLong'
  | 'tooManyFiles';

/** `kept`: how many files the question keeps (editing); new ones count against the rest. */
export function qnaFormSchema(kept: (removed: readonly string[]) => number = () => 0) {
  return z
    .object({
      categoryId: z.string().min(1, 'categoryRequired'),
      title: z
        .string()
        .transform((value) => value.replace(/\s+/g, ' ').trim())
        .refine((value) => value.length > 0, 'titleRequired')
        .refine((value) => value.length <= QNA_FORM_TITLE_MAX, 'titleTooLong')
        .refine((value) => !/[<>]/.test(value), 'markup'),
      contents: z
        .string()
        .transform((value) => value.trim())
        .refine((value) => value.length > 0, 'contentsRequired')
        .refine((value) => value.length <= QNA_FORM_CONTENTS_MAX, 'contentsTooLong'),
      files: z.array(z.custom<File>((value) => value instanceof Blob)),
      removeAttachmentIds: z.array(z.string()),
    })
    .refine(
      (values) => kept(values.removeAttachmentIds) + values.files.length <= QNA_FORM_FILES_MAX,
      { path: ['files'], message: 'tooManyFiles' },
    );
}

export type QnaFormInput = z.input<ReturnType<typeof qnaFormSchema>>;
export type QnaFormValues = z.output<ReturnType<typeof qnaFormSchema>>;
