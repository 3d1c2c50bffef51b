export { QQPlot } from './QQPlot';
export type { QQPlotProps } from './QQPlot';
