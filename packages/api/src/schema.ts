/**
 * What the client validates an answer with: any Standard Schema (https://standardschema.dev),
 * the interface every zod 4 schema implements. The client and the main page's calls then load
 * no zod at all: zod's core holds every schema kind any screen uses (about 16 kB gzip), so the
 * main page (under 150 kB) checks its answers with the small builders below, and
 * every other screen keeps its zod schemas.
 *
 * The interface is the spec's own, copied as the spec asks, without its optional parts.
 */
export interface Schema<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
  };
}

export type SchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly SchemaIssue[] };

export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

export type Infer<S> = S extends Schema<infer Output> ? Output : never;

/** Why an answer did not match its schema (the cause of an `INVALID_RESPONSE` error). */
export class SchemaMismatch extends Error {
  override name = 'SchemaMismatch';
  constructor(readonly issues: readonly SchemaIssue[]) {
    const where = (issue: SchemaIssue) =>
      (issue.path ?? [])
        .map((part) => String(typeof part === 'object' ? part.key : part))
        .join('.');
    super(issues.map((issue) => `${where(issue) || '(root)'}: ${issue.message}`).join('; '));
  }
}

/** The value as `schema` outputs it, or a `SchemaMismatch`. */
export async function validate<Output>(
  schema: Schema<Output>,
  value: unknown,
): Promise<{ ok: true; value: Output } | { ok: false; error: SchemaMismatch }> {
  const result = await schema['~standard'].validate(value);
  if (result.issues) return { ok: false, error: new SchemaMismatch(result.issues) };
  return { ok: true, value: result.value };
}

/*
 * The builders: a check is a function that returns the value it accepts or throws an issue.
 * Objects are loose (unknown fields pass through), as the zod schemas of the other calls are.
 */

type Check<T> = (value: unknown, path: PropertyKey[]) => T;

class Issue extends Error {
  constructor(
    message: string,
    readonly path: PropertyKey[],
  ) {
    super(message);
  }
}

/** A builder's schema: a Standard Schema that also nests in `object` and `array`. */
export interface Shape<T> extends Schema<T> {
  readonly check: Check<T>;
}

function shape<T>(check: Check<T>): Shape<T> {
  return {
    check,
    '~standard': {
      version: 1,
      vendor: 'tonggye',
      validate: (value) => {
        try {
          return { value: check(value, []) };
        } catch (error) {
          if (!(error instanceof Issue)) throw error;
          return { issues: [{ message: error.message, path: error.path }] };
        }
      },
    },
  };
}

function typed<T>(type: 'string' | 'number' | 'boolean'): Shape<T> {
  return shape((value, path) => {
    if (typeof value !== type || (type === 'number' && !Number.isFinite(value)))
      throw new Issue(`expected ${type}`, path);
    return value as T;
  });
}

export const string: Shape<string> = typed('string');
/** A finite number. */
export const number: Shape<number> = typed('number');
export const boolean: Shape<boolean> = typed('boolean');

/** A whole number above zero. */
export const positiveInteger: Shape<number> = shape((value, path) => {
  const n = number.check(value, path);
  if (!Number.isInteger(n) || n <= 0) throw new Issue('expected a positive integer', path);
  return n;
});

export const unknown: Shape<unknown> = shape((value) => value);

/** A whole number, zero or more (a count of rows or cases). */
export const count: Shape<number> = shape((value, path) => {
  const n = number.check(value, path);
  if (!Number.isInteger(n) || n < 0) throw new Issue('expected a count', path);
  return n;
});

/** A text, not empty. */
export const nonEmptyString: Shape<string> = shape((value, path) => {
  const text = string.check(value, path);
  if (text === '') throw new Issue('expected a non-empty string', path);
  return text;
});

/** One of these texts. */
export function oneOf<const T extends readonly string[]>(values: T): Shape<T[number]> {
  return shape((value, path) => {
    if (typeof value !== 'string' || !values.includes(value))
      throw new Issue(`expected one of ${values.join(', ')}`, path);
    return value as T[number];
  });
}

/** An object used as a map: every value of this shape. */
export function record<T>(entry: Shape<T>): Shape<Record<string, T>> {
  return shape((value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Issue('expected object', path);
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, entry.check(item, [...path, key])]),
    );
  });
}

/** The value, or null / undefined. */
export function nullish<T>(inner: Shape<T>): Shape<T | null | undefined> {
  return shape((value, path) =>
    value === null || value === undefined ? value : inner.check(value, path),
  );
}

/** The value, or absent (undefined). */
export function optional<T>(inner: Shape<T>): Shape<T | undefined> {
  return shape((value, path) => (value === undefined ? value : inner.check(value, path)));
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  return shape((value, path) => {
    if (!Array.isArray(value)) throw new Issue('expected array', path);
    return value.map((entry, index) => item.check(entry, [...path, index]));
  });
}

type Fields = Record<string, Shape<unknown>>;
type ObjectOf<F extends Fields> = {
  [K in keyof F as undefined extends Infer<F[K]> ? never : K]: Infer<F[K]>;
} & {
  [K in keyof F as undefined extends Infer<F[K]> ? K : never]?: Infer<F[K]>;
} & Record<string, unknown>;

/** An object with at least these fields (others pass through untouched). */
export function object<F extends Fields>(fields: F): Shape<ObjectOf<F>> & { fields: F } {
  const checked = shape((value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Issue('expected object', path);
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = { ...source };
    for (const [name, field] of Object.entries(fields)) {
      const entry = field.check(source[name], [...path, name]);
      if (entry !== undefined || name in source) out[name] = entry;
    }
    return out as ObjectOf<F>;
  });
  return { ...checked, fields };
}
