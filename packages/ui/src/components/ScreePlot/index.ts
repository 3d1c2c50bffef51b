export { ScreePlot } from './ScreePlot';
export type { ScreePlotProps } from './ScreePlot';
