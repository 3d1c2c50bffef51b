export { ScatterPlot } from './ScatterPlot';
export type { ScatterPlotProps, ScatterPoint, FitLine } from './ScatterPlot';
