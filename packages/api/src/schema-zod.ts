import { z } from 'zod';
import type { Infer, Shape } from './schema';

/**
 * A shape of the main page's calls (`schema.ts` builders, `home.ts`) inside a zod schema of
 * another screen, so that each answer shape is still written once (a product card, the paging
 * fields of a list).
 */
export function zodOf<T>(shape: Shape<T>): z.ZodType<T> {
  return z.custom<T>((value) => {
    try {
      shape.check(value, []);
      return true;
    } catch {
      return false;
    }
  });
}

/** `zodOf` over each field, to spread into a `z.looseObject`. */
export function zodFields<F extends Record<string, Shape<unknown>>>(
  fields: F,
): { [K in keyof F]: z.ZodType<Infer<F[K]>> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, shape]) => [name, zodOf(shape)]),
  ) as { [K in keyof F]: z.ZodType<Infer<F[K]>> };
}
