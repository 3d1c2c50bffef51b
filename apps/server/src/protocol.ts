import type { Context } from 'hono';
import { EnvelopeError } from '@tonggye/api/envelope';
import { openEnvelope, sealEnvelope, sealEnvelopeJson } from './envelope';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Body of every successful call (the site's client reads `dataRes.encryptData`). */
export interface SuccessBody {
  resCode: 200;
  dataRes: { encryptData: string };
}

/** Opens a sealed value and validates what is inside. */
export function openPayload<S extends z.ZodType>(
  sealed: unknown,
  schema: S,
  key: string,
): z.output<S> {
  let plain: unknown;
  try {
    plain = openEnvelope(sealed, key);
  } catch (error) {
    if (error instanceof EnvelopeError) throw new ApiError('BAD_ENVELOPE');
    throw error;
  }
  return validate(schema, plain);
}

/** Reads a JSON body `{ encryptedData }` and returns its validated plaintext. */
export async function readPayload<S extends z.ZodType>(
  c: Context,
  schema: S,
  key: string,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('BAD_JSON');
  }
  const sealed =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).encryptedData
      : undefined;
  return openPayload(sealed, schema, key);
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  throw new ApiError('VALIDATION_FAILED', { field });
}

export function sendResult(c: Context, payload: unknown, key: string): Response {
  const body: SuccessBody = { resCode: 200, dataRes: { encryptData: sealEnvelope(payload, key) } };
  return c.json(body, 200);
}

/** `sendResult` of a payload given as its JSON text. */
export function sendResultJson(c: Context, payloadJson: string, key: string): Response {
  const body: SuccessBody = {
    resCode: 200,
    dataRes: { encryptData: sealEnvelopeJson(payloadJson, key) },
  };
  return c.json(body, 200);
}

/**
 * The JSON text of an analysis run's answer, `{ [resultKey]: result, analysisId, syntax? }`, from
 * the result's own JSON text: the same text `JSON.stringify` writes for that object.
 */
export function runAnswerJson(
  resultKey: string,
  resultJson: string,
  analysisId: string,
  syntax: string | undefined,
): string {
  return (
    `{${JSON.stringify(resultKey)}:${resultJson},"analysisId":${JSON.stringify(analysisId)}` +
    `${syntax === undefined ? '' : `,"syntax":${JSON.stringify(syntax)}`}}`
  );
}
