/**
 * SPSS variable names. The product keeps a column's header exactly as in the file, which
 * SPSS does not always accept: a name must start with a letter (Korean letters count, as
 * SPSS reads syntax as UTF-8), hold only letters, digits and `_ . @ # $`, not end in a
 * period, fit in 64 bytes, not be a reserved word, and be unique without regard to case.
 */

const reserved = new Set([
  'ALL',
  'AND',
  'BY',
  'EQ',
  'GE',
  'GT',
  'LE',
  'LT',
  'NE',
  'NOT',
  'OR',
  'TO',
  'WITH',
]);
const maxBytes = 64;
const bytes = (text: string): number => new TextEncoder().encode(text).length;

/** Whether SPSS accepts `name` as it is. */
export function isValidSpssName(name: string): boolean {
  return (
    /^[\p{L}@#$][\p{L}\p{N}_.@#$]*$/u.test(name) &&
    !name.endsWith('.') &&
    // A leading # or $ makes a scratch or system variable, never a variable of the file.
    !/^[#$]/.test(name) &&
    bytes(name) <= maxBytes &&
    !reserved.has(name.toUpperCase())
  );
}

/** The longest prefix of `text` that fits in `limit` UTF-8 bytes, never cutting a character. */
function clip(text: string, limit: number): string {
  let out = '';
  for (const ch of text) {
    if (bytes(out + ch) > limit) break;
    out += ch;
  }
  return out;
}

/**
 * A valid SPSS name made from `name`: its valid characters (spaces and punctuation as `_`),
 * prefixed with `V` when it does not start with a letter, clipped to leave room for a number.
 */
export function validSpssBase(name: string): string {
  if (isValidSpssName(name) && bytes(name) <= maxBytes - 4) return name;
  let base = name
    .replace(/[^\p{L}\p{N}_.@#$]+/gu, '_')
    .replace(/^[_.]+|[_.]+$/g, '')
    .replace(/^[#$]+/, '');
  if (!/^[\p{L}@]/u.test(base)) base = `V${base}`;
  if (reserved.has(base.toUpperCase())) base = `${base}_`;
  return clip(base, maxBytes - 4).replace(/\.+$/, '');
}

/** `base`, or `base_2`, `base_3` ... whichever is not yet taken (SPSS ignores case); marks it taken. */
export function unusedName(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let k = 2; taken.has(candidate.toUpperCase()); k++) candidate = `${base}_${k}`;
  taken.add(candidate.toUpperCase());
  return candidate;
}

/**
 * Gives every column a valid, unique SPSS name: a valid header stays as it is; any other
 * header becomes `validSpssBase` of it, numbered when that name is taken.
 */
export function spssNames(columns: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const names = new Map<string, string>();
  for (const name of columns.filter(isValidSpssName)) {
    if (!taken.has(name.toUpperCase())) {
      taken.add(name.toUpperCase());
      names.set(name, name);
    }
  }
  for (const name of columns) {
    if (!names.has(name)) names.set(name, unusedName(validSpssBase(name), taken));
  }
  return names;
}
