/**
 * APA (7th edition) number formatting for the interpretation text. The engine keeps full
 * precision; these helpers decide what a reader sees: two decimals for statistics, no leading
 * zero where a value cannot exceed 1 (p, r, R², η², α, V), exact p to three decimals and
 * `< .001` below that.
 */

/** `-0.00` would read as a negative value that is not there. */
function withoutNegativeZero(text: string): string {
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/** A statistic with `decimals` places: 2.3449 → '2.34', −0.6 → '-0.60'. */
export function num(value: number, decimals = 2): string {
  return withoutNegativeZero(value.toFixed(decimals));
}

/** A value that cannot exceed 1 in size, without the leading zero: 0.4512 → '.45', −0.3 → '-.30'. */
export function bounded(value: number, decimals = 2): string {
  return num(value, decimals).replace(/^(-?)0\./, '$1.');
}

/** The p part after 'p': '= .023', '< .001', '> .999'. */
export function pPart(p: number): string {
  if (p < 0.001) return '< .001';
  if (p > 0.999) return '> .999';
  return `= ${bounded(p, 3)}`;
}

/** 'p = .023' or 'p < .001'. */
export function pText(p: number): string {
  return `p ${pPart(p)}`;
}

/** Degrees of freedom: whole numbers as they are, Welch-type fractions with two decimals. */
export function df(value: number): string {
  return Number.isInteger(value) ? String(value) : num(value);
}

/** A confidence interval in brackets: '[0.12, 1.08]'. */
export function ci(lower: number, upper: number, decimals = 2): string {
  return `[${num(lower, decimals)}, ${num(upper, decimals)}]`;
}

/** The significance level as APA writes it: 0.05 → '.05', 0.001 → '.001', 0.1 → '.10'. */
export function level(alpha: number): string {
  const text = alpha.toFixed(3).replace(/0$/, '');
  return text.replace(/^0\./, '.');
}

/** Confidence in percent as a label: 95 → '95%', 99.9 → '99.9%'. */
export function percentLabel(confidence: number): string {
  return `${+confidence.toFixed(1)}%`;
}

/** A percentage for text: 41.666 → '41.7%'. */
export function percent(value: number, decimals = 1): string {
  return `${num(value, decimals)}%`;
}

/** The α of a result: 1 − confidence/100 when it carries one, .05 otherwise. */
export function alphaOf(confidence: number | undefined): number {
  if (confidence === undefined || !Number.isFinite(confidence) || confidence <= 0) return 0.05;
  return 1 - confidence / 100;
}

/** 't(58) = 2.34, p = .023' */
export function tReport(t: number, dfValue: number, p: number): string {
  return `t(${df(dfValue)}) = ${num(t)}, ${pText(p)}`;
}

/** 'F(2, 27) = 5.12, p = .012' */
export function fReport(f: number, df1: number, df2: number, p: number): string {
  return `F(${df(df1)}, ${df(df2)}) = ${num(f)}, ${pText(p)}`;
}

/** 'χ²(1, N = 60) = 4.21, p = .040'; without N: 'χ²(45) = 234.56, p < .001'. */
export function chiSquareReport(value: number, dfValue: number, p: number, n?: number): string {
  const inside = n === undefined ? df(dfValue) : `${df(dfValue)}, N = ${n}`;
  return `χ²(${inside}) = ${num(value)}, ${pText(p)}`;
}

/** 'r(28) = .45, p = .013' (symbol 'r', 'rs' or 'τb'). */
export function correlationReport(
  symbol: string,
  r: number,
  dfValue: number | null,
  p: number,
): string {
  const head = dfValue === null ? symbol : `${symbol}(${df(dfValue)})`;
  return `${head} = ${bounded(r)}, ${pText(p)}`;
}

/** 'M = 52.30, SD = 5.12' (SD left out when unknown). */
export function meanSd(mean: number, sd: number | null): string {
  return sd === null ? `M = ${num(mean)}` : `M = ${num(mean)}, SD = ${num(sd)}`;
}
