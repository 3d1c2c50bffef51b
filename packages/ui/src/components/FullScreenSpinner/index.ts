export { FullScreenSpinner, fullScreenSpinnerPlacements } from './FullScreenSpinner';
export type { FullScreenSpinnerProps, FullScreenSpinnerPlacement } from './FullScreenSpinner';
