export { VariablePicker, variablePickerLabelsKo } from './VariablePicker';
export type { VariablePickerProps, VariablePickerLabels } from './VariablePicker';
export { availableVariables, movableInto, moveInto, removeFrom, variableTypes } from './selection';
export type { PickerVariable, PickerTarget, Assignment, VariableType } from './selection';
