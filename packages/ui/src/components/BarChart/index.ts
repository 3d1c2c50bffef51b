export { BarChart } from './BarChart';
export type { BarChartProps, BarSeries } from './BarChart';
