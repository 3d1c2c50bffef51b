/**
 * Geometry of the plot inside a chart's SVG, in SVG user units (CSS pixels at natural size).
 * The font sizes mirror the theme's fontSize.tableDense and fontSize.small, which the text
 * elements use through Chart.css; here they only size margins.
 */
export const TICK_FONT_SIZE = 13;
export const TITLE_FONT_SIZE = 14;
export const TICK_LENGTH = 5;
const GAP = 8;
const LEGEND_ROW = 22;
const LEGEND_SWATCH = 28;

/** Rough width of a label: Hangul and CJK are square, Latin digits and letters about 0.6 em. */
export function estimateTextWidth(text: string, fontSize = TICK_FONT_SIZE): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    width += fontSize * (code >= 0x1100 ? 1 : /[\s.,:'|()]/.test(char) ? 0.33 : 0.62);
  }
  return width;
}

export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export interface PlotAreaOptions {
  width: number;
  height: number;
  yTickLabels: readonly string[];
  xTitle?: string | undefined;
  yTitle?: string | undefined;
  /** Rows the legend above the plot takes. */
  legendRows?: number;
  /** Extra room on the right, e.g. for a label at the end of a reference line. */
  rightExtra?: number;
}

export function plotArea({
  width,
  height,
  yTickLabels,
  xTitle,
  yTitle,
  legendRows = 0,
  rightExtra = 0,
}: PlotAreaOptions): PlotArea {
  const tickWidth = Math.max(0, ...yTickLabels.map((label) => estimateTextWidth(label)));
  const left = Math.ceil(
    GAP + (yTitle ? TITLE_FONT_SIZE + GAP : 0) + tickWidth + TICK_LENGTH + GAP / 2,
  );
  const top = GAP * 2 + legendRows * LEGEND_ROW;
  const bottom =
    height - (GAP + TICK_LENGTH + TICK_FONT_SIZE + GAP + (xTitle ? TITLE_FONT_SIZE + GAP : 0));
  const right = width - GAP * 2 - rightExtra;
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}

export interface LegendItemPosition {
  label: string;
  x: number;
  y: number;
}

/** Legend entries flowed left to right, wrapping within `maxWidth`; y is each row's centre. */
export function legendLayout(
  labels: readonly string[],
  left: number,
  maxWidth: number,
  title?: string,
): { items: LegendItemPosition[]; rows: number; titleWidth: number } {
  const titleWidth = title ? estimateTextWidth(title, TITLE_FONT_SIZE) + GAP * 1.5 : 0;
  let x = left + titleWidth;
  let row = 0;
  const items = labels.map((label) => {
    const itemWidth = LEGEND_SWATCH + GAP / 2 + estimateTextWidth(label) + GAP * 2;
    if (x + itemWidth > left + maxWidth && x > left + titleWidth) {
      row += 1;
      x = left + titleWidth;
    }
    const item = { label, x, y: GAP + LEGEND_ROW / 2 + row * LEGEND_ROW };
    x += itemWidth;
    return item;
  });
  return { items, rows: labels.length ? row + 1 : 0, titleWidth };
}

export const LEGEND_SWATCH_WIDTH = LEGEND_SWATCH;
