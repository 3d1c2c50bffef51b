export { Stepper, stepState } from './Stepper';
export type { StepperProps, StepState } from './Stepper';
