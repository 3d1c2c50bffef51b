export { Histogram } from './Histogram';
export type { HistogramProps } from './Histogram';
