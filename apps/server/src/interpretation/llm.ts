import type { Logger } from '../logger';
import type { Interpretation, Language } from './text';

/** Who writes interpretations: the built-in writer alone, or an LLM rewriting its text. */
export interface InterpreterConfig {
  /** `INTERPRETER`: `builtin` (default) or `llm`. */
  mode: 'builtin' | 'llm';
  /** `LLM_BASE_URL`: an OpenAI-compatible API root, e.g. https://api.openai.com/v1. */
  baseUrl: string | null;
  /** `LLM_API_KEY`, sent as a bearer token; never logged. */
  apiKey: string | null;
  /** `LLM_MODEL`. */
  model: string | null;
  /** `LLM_TIMEOUT_MS`: how long one rewrite may take before the built-in text is used. */
  timeoutMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

export const defaultInterpreterConfig: InterpreterConfig = {
  mode: 'builtin',
  baseUrl: null,
  apiKey: null,
  model: null,
  timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
};

/** Reads `INTERPRETER`, `LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL` and `LLM_TIMEOUT_MS`. */
export function loadInterpreterConfig(env: Record<string, string | undefined>): InterpreterConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const mode = value('INTERPRETER') ?? 'builtin';
  if (mode !== 'builtin' && mode !== 'llm')
    throw new Error(`INTERPRETER must be "builtin" or "llm", got "${mode}"`);
  const timeoutText = value('LLM_TIMEOUT_MS');
  const timeoutMs = timeoutText === null ? DEFAULT_LLM_TIMEOUT_MS : Number(timeoutText);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1)
    throw new Error(`LLM_TIMEOUT_MS must be a positive integer, got "${timeoutText}"`);
  const baseUrl = value('LLM_BASE_URL');
  const model = value('LLM_MODEL');
  if (mode === 'llm') {
    if (baseUrl === null || model === null)
      throw new Error('INTERPRETER=llm needs LLM_BASE_URL and LLM_MODEL');
    let protocol: string;
    try {
      protocol = new URL(baseUrl).protocol;
    } catch {
      throw new Error(`LLM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
    }
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`LLM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  return {
    mode,
    baseUrl: baseUrl?.replace(/\/+$/, '') ?? null,
    apiKey: value('LLM_API_KEY'),
    model,
    timeoutMs,
  };
}

const SYSTEM_PROMPT = [
  'You rewrite the interpretation of a statistical analysis for the readers of a statistics web service.',
  'You receive JSON with: "analysis" (the analysis id), "language" ("ko" for Korean, "en" for English),',
  '"result" (the analysis result, the only source of numbers) and "builtin" (an interpretation written',
  'from that result by rules, with "interpret" and "interpretDetail").',
  'Write a clearer, more natural version of "builtin" in the requested language (Korean in the formal',
  'academic register of Korean papers, e.g. "통계적으로 유의하였다"; English in plain APA style).',
  'Keep every decision, every number and every APA statistic string exactly as in "builtin"; do not add',
  'statistics, tests or claims that are not in "result" or "builtin"; keep the assumption checks and caveats.',
  '"interpret" is one short plain-language paragraph: what was tested, the decision at the chosen level and',
  'the effect size in words. "interpretDetail" is the APA-style report with the checks of assumptions and caveats.',
  'Answer with one JSON object and nothing else: {"interpret": "...", "interpretDetail": "..."}.',
].join(' ');

/** Large repeated parts of a result that add nothing the model needs (tables, score columns). */
function groundingResult(result: unknown): unknown {
  if (typeof result !== 'object' || result === null) return result;
  const { tables: _tables, scores: _scores, ...rest } = result as Record<string, unknown>;
  return rest;
}

/** The model's content as the two texts, or null when it is not that. */
export function readAnswer(content: unknown): Interpretation | null {
  if (typeof content !== 'string' || content.trim() === '') return null;
  // Some models wrap JSON in a Markdown fence despite being asked not to.
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { interpret, interpretDetail } = parsed as Record<string, unknown>;
  if (typeof interpret !== 'string' || interpret.trim() === '') return null;
  if (typeof interpretDetail !== 'string' || interpretDetail.trim() === '') return null;
  return { interpret: interpret.trim(), interpretDetail: interpretDetail.trim() };
}

export interface RewriteInput {
  analysis: string;
  language: Language;
  result: unknown;
  builtin: Interpretation;
}

/**
 * Asks an OpenAI-compatible chat endpoint (`POST {baseUrl}/chat/completions`) to rewrite the
 * built-in text, grounded on the result and that text. Any failure — timeout, HTTP error, a
 * malformed or empty answer — logs why (never the key) and returns the built-in text.
 */
export async function rewriteWithLlm(
  config: InterpreterConfig,
  input: RewriteInput,
  logger: Logger,
): Promise<Interpretation> {
  if (config.mode !== 'llm' || config.baseUrl === null || config.model === null)
    return input.builtin;
  const fallback = (reason: string, extra: Record<string, string | number> = {}) => {
    logger.warn('interpretation: LLM rewrite failed, using the built-in text', {
      reason,
      analysis: input.analysis,
      model: config.model,
      ...extra,
    });
    return input.builtin;
  };
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.apiKey === null ? {} : { authorization: `Bearer ${config.apiKey}` }),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: JSON.stringify({
              analysis: input.analysis,
              language: input.language,
              result: groundingResult(input.result),
              builtin: input.builtin,
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return fallback(name === 'TimeoutError' ? 'timeout' : 'network', { error: name });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return fallback('http', { status: response.status });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return fallback(name === 'TimeoutError' ? 'timeout' : 'malformed', { status: response.status });
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content;
  const answer = readAnswer(content);
  if (answer === null)
    return fallback(content ? 'malformed' : 'empty', { status: response.status });
  logger.info('interpretation: LLM rewrite', {
    analysis: input.analysis,
    model: config.model,
    durationMs: Math.round(performance.now() - started),
  });
  return answer;
}
