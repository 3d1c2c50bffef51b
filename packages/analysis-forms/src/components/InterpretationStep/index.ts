export { InterpretationStep } from './InterpretationStep';
export type { InterpretationStepProps } from './InterpretationStep';
