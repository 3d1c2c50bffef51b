/**
 * Raw values of the light theme, named by meaning. Components never read these directly:
 * they read `vars` (the contract). Kept as plain data so the contrast test can compute with it.
 */
export const lightTokens = {
  color: {
    /** Brand orange: fills, borders and large text only (3.0:1 on white). */
    brand: '#F36B20',
    /** Accessible orange for text, links and filled buttons with white text (≥ 4.5:1 on white). */
    brandText: '#C2410C',
    brandTextHover: '#9A3412',
    brandSoft: '#FFF1E8',
    /** Regular-delivery blue: fills and decoration only. */
    delivery: '#4ABCFF',
    deliverySoft: '#E6F6FF',
    text: '#1B1D21',
    textMuted: '#5B616B',
    textOnFill: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceMuted: '#F5F6F8',
    surfaceSunken: '#ECEEF1',
    border: '#D5D9DF',
    borderStrong: '#8A919C',
    critical: '#C62828',
    criticalSoft: '#FDECEC',
    caution: '#8A5A00',
    cautionSoft: '#FFF6DB',
    positive: '#1E7B34',
    positiveSoft: '#E8F5EC',
    info: '#0B63A6',
    infoSoft: '#E6F2FB',
    focusRing: '#0B63A6',
    /** Dark surface for tooltips: short text in textOnFill. */
    surfaceInverse: '#2A2D33',
    overlay: 'rgba(255, 255, 255, 0.78)',
    scrim: 'rgba(17, 19, 23, 0.45)',
  },
  font: {
    body: '"Pretendard Variable", Pretendard, -apple-system, BlinkMacSystemFont, system-ui, "Apple SD Gothic Neo", "Noto Sans KR", sans-serif',
    numeric: '"Pretendard Variable", Pretendard, system-ui, sans-serif',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  /** A compact scale: dense Korean statistics tables need 13 px cells and tight line height. */
  fontSize: {
    tableDense: '13px',
    small: '14px',
    body: '16px',
    large: '18px',
    heading4: '18px',
    heading3: '20px',
    heading2: '24px',
    heading1: '30px',
  },
  lineHeight: { table: '1.35', tight: '1.25', body: '1.6' },
  /** 4 px grid. */
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' },
  /**
   * Categorical chart series, in order of use (blue and vermilion first: told apart with every
   * colour-vision deficiency). Each reaches 3:1 on surface and surfaceMuted (WCAG 2.2 non-text
   * contrast); charts also vary marker shape and dash, so colour is never the only cue.
   */
  chart: {
    series1: '#0072B2',
    series2: '#D55E00',
    series3: '#1B8A5A',
    series4: '#7B52AE',
    series5: '#C2338A',
    series6: '#8A6A00',
  },
  shadow: {
    small: '0 1px 2px rgba(17, 19, 23, 0.08)',
    medium: '0 4px 12px rgba(17, 19, 23, 0.12)',
    large: '0 12px 32px rgba(17, 19, 23, 0.18)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    header: '200',
    dropdown: '300',
    overlay: '400',
    modal: '500',
    toast: '600',
    /** Popovers and tooltips open from inside dialogs, so they sit above modal and toast. */
    popover: '700',
    tooltip: '800',
  },
  motion: {
    /** Page transition fade (spec: 0.05 s). */
    pageFade: '50ms',
    /** Loading overlay fade (spec: 500 ms). */
    overlayFade: '500ms',
    quick: '120ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    focusRingWidth: '3px',
    controlSmall: '32px',
    controlMedium: '40px',
    controlLarge: '48px',
    containerMax: '1200px',
    dialogSmall: '400px',
    dialogMedium: '560px',
    dialogLarge: '800px',
    popoverMax: '320px',
    tooltipMax: '240px',
    toastWidth: '360px',
  },
} as const;

export type ThemeTokens = typeof lightTokens;
export type ColorToken = keyof ThemeTokens['color'];

/**
 * Every text/background pair the components render. The contrast test walks this list, so a
 * component that draws text on a new background must add its pair here.
 */
export const textColorPairs: readonly {
  text: ColorToken;
  background: ColorToken;
  large?: boolean;
  usedBy: string;
}[] = [
  { text: 'text', background: 'surface', usedBy: 'body text' },
  { text: 'text', background: 'surfaceMuted', usedBy: 'table headers, cards' },
  { text: 'text', background: 'surfaceSunken', usedBy: 'selected list rows' },
  { text: 'textMuted', background: 'surface', usedBy: 'descriptions' },
  { text: 'textMuted', background: 'surfaceMuted', usedBy: 'table group rows, footnotes' },
  { text: 'brandText', background: 'surface', usedBy: 'links, secondary button' },
  { text: 'brandTextHover', background: 'surface', usedBy: 'hovered links' },
  { text: 'brandText', background: 'brandSoft', usedBy: 'ghost button hover, current menu entry' },
  { text: 'text', background: 'brandSoft', usedBy: 'selected variables' },
  { text: 'textOnFill', background: 'brandText', usedBy: 'primary button' },
  { text: 'textOnFill', background: 'brandTextHover', usedBy: 'primary button hover' },
  { text: 'textOnFill', background: 'critical', usedBy: 'danger button' },
  { text: 'text', background: 'brand', large: true, usedBy: 'current step number' },
  { text: 'text', background: 'delivery', usedBy: 'regular-delivery badge' },
  { text: 'text', background: 'deliverySoft', usedBy: 'numeric type badge' },
  { text: 'critical', background: 'surface', usedBy: 'field errors' },
  { text: 'critical', background: 'criticalSoft', usedBy: 'critical alert' },
  { text: 'caution', background: 'cautionSoft', usedBy: 'caution alert' },
  { text: 'positive', background: 'positiveSoft', usedBy: 'positive alert, copied label' },
  { text: 'info', background: 'infoSoft', usedBy: 'info alert' },
  { text: 'text', background: 'criticalSoft', usedBy: 'alert body' },
  { text: 'text', background: 'cautionSoft', usedBy: 'alert body' },
  { text: 'text', background: 'positiveSoft', usedBy: 'alert body' },
  { text: 'text', background: 'infoSoft', usedBy: 'alert body, categorical type badge' },
  { text: 'textOnFill', background: 'surfaceInverse', usedBy: 'tooltip' },
  { text: 'brandTextHover', background: 'brandSoft', usedBy: 'hovered top banner link' },
  { text: 'positive', background: 'surface', usedBy: 'password rule met' },
  { text: 'textOnFill', background: 'textMuted', usedBy: 'solid neutral badge' },
  { text: 'textOnFill', background: 'info', usedBy: 'solid info badge' },
  { text: 'textOnFill', background: 'positive', usedBy: 'solid positive badge' },
  { text: 'textOnFill', background: 'caution', usedBy: 'solid caution badge' },
  { text: 'textMuted', background: 'surfaceSunken', usedBy: 'active combobox option description' },
  { text: 'textMuted', background: 'brandSoft', usedBy: 'chosen combobox option description' },
  { text: 'brandText', background: 'surfaceMuted', usedBy: 'comment reply actions' },
];
