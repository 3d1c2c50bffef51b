export { InteractionPlot } from './InteractionPlot';
export type { InteractionPlotProps, InteractionLine } from './InteractionPlot';
