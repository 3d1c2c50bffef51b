/**
 * Thousands separators the Korean way, without Intl: 1234567 → '1,234,567'. A page's first Intl
 * formatter loads locale data, a long moment on a phone, and grouping whole numbers needs none.
 */
function groupWhole(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count (views, replies, characters) as `toLocaleString('ko-KR')` writes it. Whole numbers are
 * grouped here; anything else (never a count) is left to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('ko-KR');
  return value < 0 || Object.is(value, -0) ? `-${groupWhole(-value)}` : groupWhole(value);
}

/** Whole won: fractions rounded half away from zero, as Intl.NumberFormat('ko-KR') does. */
export function formatWon(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = groupWhole(whole);
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}
