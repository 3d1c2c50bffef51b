import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';

/**
 * A plain answer `{ resCode, dataRes, message, messageEn }` (the account calls and every call
 * outside the envelope). Written with `zod/mini`, as is everything the main page reads
 * (`home.ts`): the main page then loads zod's small core, not the whole chained API.
 */
export const accountResponseSchema = z.looseObject({
  resCode: z.number(),
  dataRes: z.optional(z.unknown()),
  message: z.optional(z.string()),
  messageEn: z.optional(z.string()),
});

/**
 * A plain call's `dataRes`, validated by `schema`. A `resCode` other than 200 throws an
 * `ApiError` with the server's code (its `resCode` when it gives none) and both messages.
 */
export async function readPlainAnswer<S extends $ZodType>(
  client: ApiClient,
  path: string,
  request:
    { method: 'GET' } | { method: 'POST' | 'DELETE'; body: Record<string, unknown> | FormData },
  schema: S,
  options?: CallOptions,
): Promise<output<S>> {
  const answer = await client.plain(path, request, accountResponseSchema, options);
  if (answer.resCode !== 200) {
    const fallback = clientError('SERVER_ERROR', answer, answer.resCode);
    throw new ApiError({
      status: answer.resCode,
      code: typeof answer.code === 'string' ? answer.code : String(answer.resCode),
      message: answer.message ?? fallback.message,
      messageEn: answer.messageEn ?? answer.message ?? fallback.messageEn,
    });
  }
  const parsed = safeParse(schema, answer.dataRes ?? {});
  if (!parsed.success) throw clientError('INVALID_RESPONSE', parsed.error, answer.resCode);
  return parsed.data;
}

/** `readPlainAnswer` as a GET without a body (`body` null) or a POST with one. */
export function readPlain<S extends $ZodType>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown> | FormData | null,
  schema: S,
  options?: CallOptions,
): Promise<output<S>> {
  const request =
    body === null ? ({ method: 'GET' } as const) : ({ method: 'POST', body } as const);
  return readPlainAnswer(client, path, request, schema, options);
}

/** `path?name=value…` with the given values; an undefined or empty value is left out. */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
