/** Small pieces of SPSS syntax text shared by every command. */

/** A string literal: apostrophes doubled, as SPSS reads them. */
export const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** A number as SPSS reads it, without exponent for ordinary magnitudes. */
export function num(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, '');
}

/** A value in a value list: numbers as they are, text quoted. */
export const literal = (value: number | string): string =>
  typeof value === 'number' ? num(value) : quote(value);

/** A proportion from a confidence level in percent (95 → .95). */
export const proportion = (percent: number): string => num(Number((percent / 100).toPrecision(12)));

const lineWidth = 78;

/** Joins words into lines of at most ~78 characters, continued lines indented. */
export function wrap(first: string, words: readonly string[], indent = '    '): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length > lineWidth && line.trim() !== '' && line !== first) {
      lines.push(line);
      line = `${indent}${word}`;
    } else {
      line = next;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * One command: its name and head words, then each subcommand on its own line, with the
 * command's closing period on the last line. Subcommands that are `null` are left out.
 */
export function command(
  head: string,
  words: readonly string[],
  subcommands: readonly (string | readonly string[] | null | false)[] = [],
): string[] {
  const lines = wrap(head, words);
  for (const sub of subcommands) {
    if (sub === null || sub === false) continue;
    if (typeof sub === 'string') lines.push(...wrap(`  /${sub}`, []));
    else {
      const [first, ...rest] = sub;
      lines.push(...wrap(`  /${first ?? ''}`, rest));
    }
  }
  lines[lines.length - 1] += '.';
  return lines;
}

/**
 * A comment: SPSS's `*` comment runs until a line ends with a period, so only its last line
 * may end with one (a word ending in a period moves to the next line).
 */
export function comment(text: string): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const lines: string[][] = [[]];
  for (const word of words) {
    const line = lines[lines.length - 1]!;
    const width = ['*', ...line, word].join(' ').length;
    if (width > lineWidth && line.length > 0) {
      // Never end a continued line on a period: carry that word over.
      const carried = line.length > 1 && line[line.length - 1]!.endsWith('.') ? [line.pop()!] : [];
      lines.push([...carried, word]);
    } else {
      line.push(word);
    }
  }
  return lines.map((line, i) => {
    const text = `${i === 0 ? '*' : ' '} ${line.join(' ')}`;
    return i === lines.length - 1 && !text.endsWith('.') ? `${text}.` : text;
  });
}
