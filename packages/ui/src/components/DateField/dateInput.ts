/** Calendar dates as typed in the service's YYYY.MM.DD format, held as ISO YYYY-MM-DD. */

export type DateProblem = 'format' | 'invalid' | 'beforeMin' | 'afterMax';

/** '2024-03-05' → '2024.03.05'. */
export function isoToDisplay(iso: string): string {
  return iso.replace(/-/g, '.');
}

/**
 * Inserts the dots while digits are typed ('20240' → '2024.0'). Text with separators of the
 * person's own ('2024.3.5', '2024-03-05') is left as typed and read on parse.
 */
export function formatDateTyping(text: string): string {
  const withoutAutoDots = text.replace(/^(\d{4})\./, '$1').replace(/^(\d{6})\./, '$1');
  if (!/^\d*$/.test(withoutAutoDots)) return text;
  const digits = withoutAutoDots.slice(0, 8);
  let formatted = digits;
  if (digits.length > 6)
    formatted = `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
  else if (digits.length > 4) formatted = `${digits.slice(0, 4)}.${digits.slice(4)}`;
  // Keep a dot the person typed right where one belongs.
  if (text.endsWith('.') && (formatted.length === 4 || formatted.length === 7)) formatted += '.';
  return formatted;
}

/** Reads '2024.03.05', '2024.3.5', '2024-03-05', '2024/3/5' or '20240305' as an ISO date. */
export function parseDateInput(text: string): { iso: string } | { problem: 'format' | 'invalid' } {
  const trimmed = text.trim().replace(/\.$/, '');
  const match =
    /^(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})$/.exec(trimmed) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!match) return { problem: 'format' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { problem: 'invalid' };
  }
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return { iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}

/** What is wrong with the typed text, or null when it is empty or a date within [min, max]. */
export function checkDateInput(text: string, min?: string, max?: string): DateProblem | null {
  if (text.trim() === '') return null;
  const parsed = parseDateInput(text);
  if ('problem' in parsed) return parsed.problem;
  // ISO dates compare correctly as strings.
  if (min !== undefined && parsed.iso < min) return 'beforeMin';
  if (max !== undefined && parsed.iso > max) return 'afterMax';
  return null;
}

/** The ISO date the text stands for when it is valid and in range, otherwise null. */
export function dateInputValue(text: string, min?: string, max?: string): string | null {
  if (text.trim() === '' || checkDateInput(text, min, max) !== null) return null;
  const parsed = parseDateInput(text);
  return 'iso' in parsed ? parsed.iso : null;
}
