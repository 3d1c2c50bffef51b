export { ChartFrame } from './Chart';
export type { ChartFrameProps, ChartCommonProps, ChartTableData } from './Chart';
export { chartMessages, chartMessagesEn, chartMessagesKo } from './chartMessages';
export type { ChartMessages } from './chartMessages';
export { ChartAxes, ChartLegend, Marker, markerShapes, seriesLook } from './ChartAxes';
export type {
  ChartAxesProps,
  ChartLegendProps,
  MarkerProps,
  MarkerShape,
  PositionedTick,
} from './ChartAxes';
export { bandScale, linearScale, niceAxis, positionTicks, prettyTicks } from './scale';
export type { BandScale, LinearScale, NiceAxis } from './scale';
export {
  histogramBins,
  normalDensity,
  normalQuantile,
  normalQuantilePairs,
  significanceStars,
  sturgesClassCount,
} from './distribution';
export type { HistogramBin, QuantilePair } from './distribution';
export { chartExportFormats, chartPngBlob, chartSvgBlob, serializeChartSvg } from './exportChart';
export type { ChartExportFormat } from './exportChart';
export { legendLayout, plotArea } from './layout';
export type { PlotArea, PlotAreaOptions, LegendItemPosition } from './layout';
