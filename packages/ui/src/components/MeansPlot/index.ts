export { MeansPlot } from './MeansPlot';
export type { MeansPlotProps, MeansPlotGroup } from './MeansPlot';
