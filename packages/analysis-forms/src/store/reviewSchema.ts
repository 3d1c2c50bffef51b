import { z } from 'zod';

/**
 * A product review (the server's rules of `/shop/reviews/create`): a rating of 1–5 stars and a
 * text of at least `REVIEW_TEXT_MIN` characters (the shop's rule, so that a review says
 * something) and at most `REVIEW_TEXT_MAX` (the server's limit); the photos are checked by the
 * kit's picker (type, size, count) and again by the server. Editing (`/shop/reviews/update`)
 * also carries the ids of the posted photos kept. Messages are keys of `storeForms`.
 */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_RATINGS = ['5', '4', '3', '2', '1'] as const;

/** Characters as a person counts them (a Hangul syllable or an emoji is one). */
const characters = (text: string) => [...text].length;

export const reviewFormSchema = z
  .object({
    /** '' until a rating is chosen. */
    rating: z.string(),
    content: z.string().trim(),
    photos: z.array(z.custom<File>()),
    /** Editing: the ids of the photos already posted that stay (the others are removed). */
    keepPhotoIds: z.array(z.string()).optional(),
  })
  .superRefine((form, context) => {
    const fail = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (!(REVIEW_RATINGS as readonly string[]).includes(form.rating))
      fail('rating', 'storeForms.review.ratingRequired');
    if (characters(form.content) < REVIEW_TEXT_MIN)
      fail('content', 'storeForms.review.contentShort');
    else if (characters(form.content) > REVIEW_TEXT_MAX)
      fail('content', 'storeForms.review.contentLong');
  })
  .transform((form) => ({ ...form, rating: Number(form.rating) }));

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
