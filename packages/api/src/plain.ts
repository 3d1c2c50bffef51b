import type { ApiClient, CallOptions } from './client';
import { ApiError, clientError } from './errors';
import {
  number,
  object,
  optional,
  string,
  unknown,
  validate,
  type Infer,
  type Schema,
} from './schema';

/**
 * A plain answer `{ resCode, dataRes, message, messageEn }` (the account calls and every call
 * outside the envelope). Built with `schema.ts`, as is everything the main page reads
 * (`home.ts`): the main page then loads no zod.
 */
export const accountResponseSchema = object({
  resCode: number,
  dataRes: optional(unknown),
  message: optional(string),
  messageEn: optional(string),
});
export type AccountResponse = Infer<typeof accountResponseSchema>;

/** The paging fields of every paged list (the store's, the service centre's). */
export const pageFields = {
  totalCount: number,
  totalPage: number,
  currentPage: number,
  pageSize: number,
} as const;

/**
 * A plain call's `dataRes`, validated by `schema`. A `resCode` other than 200 throws an
 * `ApiError` with the server's code (its `resCode` when it gives none) and both messages.
 */
export async function readPlainAnswer<T>(
  client: ApiClient,
  path: string,
  request:
    { method: 'GET' } | { method: 'POST' | 'DELETE'; body: Record<string, unknown> | FormData },
  schema: Schema<T>,
  options?: CallOptions,
): Promise<T> {
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
  const parsed = await validate(schema, answer.dataRes ?? {});
  if (!parsed.ok) throw clientError('INVALID_RESPONSE', parsed.error, answer.resCode);
  return parsed.value;
}

/** `readPlainAnswer` as a GET without a body (`body` null) or a POST with one. */
export function readPlain<T>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown> | FormData | null,
  schema: Schema<T>,
  options?: CallOptions,
): Promise<T> {
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
