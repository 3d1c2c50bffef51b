export { BoxPlot } from './BoxPlot';
export type { BoxPlotProps, BoxPlotGroup } from './BoxPlot';
