/**
 * A number written into a sentence (a footnote or a warning) with the decimals SPSS prints there.
 * Table cells are rounded by the page, but a sentence is plain text, so it is rounded here. A value
 * the engine could not compute (null after `replaceNonFinite`) reads as SPSS's missing mark '.'.
 */
export function fixed(value: number | null, decimals: number): string {
  return value === null || !Number.isFinite(value) ? '.' : value.toFixed(decimals);
}

/** As `fixed`, but in SPSS's E notation (1.234E-5) when the decimals would show only zeros. */
export function fixedOrE(value: number | null, decimals: number): string {
  return value !== null && value !== 0 && Math.abs(value) < 0.5 * 10 ** -decimals
    ? value.toExponential(3).toUpperCase()
    : fixed(value, decimals);
}
