export { applyTransforms, selectedCases, type TransformOutcome } from './apply';
export { prepareForAnalysis, type DataPreparationSummary } from './prepare';
export {
  parseExpression,
  formatExpression,
  variablesOf,
  functionNames,
  type ExpressionNode,
  type FunctionName,
  type VariableScope,
} from './expression';
export * from './schema';
