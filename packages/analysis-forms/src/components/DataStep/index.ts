export { DataStep } from './DataStep';
export type { DataStepProps } from './DataStep';
