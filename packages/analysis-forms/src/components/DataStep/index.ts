export { DataStep } from './DataStep';
export type { DataStepProps } from './DataStep';
export { DataPrep, caseSelectionOf, describeStep } from './DataPrep';
export type { CaseSelection, DataPrepProps } from './DataPrep';
export { TransformForms, expressionErrorPosition } from './PrepForms';
export type { DataPrepActions, PrepPreview } from './PrepForms';
export { canMoveDown, canMoveUp, moveStep, prepFormKinds } from './prepSteps';
export type { PrepStep, PrepFormKind } from './prepSteps';
