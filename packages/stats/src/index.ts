export type * from './types';
export { StatsInputError } from './errors';
export { finalSound, josa } from './korean';
export { readDataFile, readDataFileAsync, readDataFileColumnarAsync } from './read';
export { DataFileReceiver } from './read/receive';
export {
  cellOfArray,
  columnarOf,
  isColumnArray,
  tableOfColumnar,
  type CategoricalColumnArray,
  type ColumnArray,
  type ColumnarTable,
  type NumericColumnArray,
} from './read/columnar';
export { MAX_COLUMNS, MAX_DECOMPRESSED_BYTES } from './read/limits';
export { summarizeTable, tableFromJSON, tableToJSON } from './table';
export { analyze, analysisIds, type AnalysisId, type AnalysisResult } from './analyze';
export { descriptive, parseDescriptiveRequest, lillieforsPCap } from './analyses/descriptive';
export * from './analyses/descriptive/types';
export { oneSampleT, parseOneSampleTRequest } from './analyses/t-one';
export * from './analyses/t-one/types';
export { pairedT, parsePairedTRequest } from './analyses/t-paired';
export * from './analyses/t-paired/types';
export { independentT, parseIndependentTRequest } from './analyses/t-independent';
export * from './analyses/t-independent/types';
export { frequencies, parseFrequenciesRequest } from './analyses/frequencies';
export * from './analyses/frequencies/types';
export { correlation, parseCorrelationRequest } from './analyses/correlation';
export * from './analyses/correlation/types';
export { anova, parseAnovaRequest, factorLevels } from './analyses/anova';
export * from './analyses/anova/types';
export { linear, parseLinearRequest } from './analyses/linear';
export * from './analyses/linear/types';
export { reliability, parseReliabilityRequest } from './analyses/reliability';
export * from './analyses/reliability/types';
export { multipleResponses, parseMultipleResponsesRequest } from './analyses/multiple-responses';
export * from './analyses/multiple-responses/types';
export { chi, parseChiRequest } from './analyses/chi';
export * from './analyses/chi/types';
export { factor, parseFactorRequest } from './analyses/factor';
export * from './analyses/factor/types';
export {
  mediation,
  processMediation,
  conditionalProcess,
  parseMediationRequest,
  bootstrapIndices,
  bootstrapInterval,
} from './analyses/mediation';
export * from './analyses/mediation/types';
export { moderation, parseModerationRequest } from './analyses/moderation';
export * from './analyses/moderation/types';
export { repeatedMeasures, parseRepeatedRequest } from './analyses/repeated';
export * from './analyses/repeated/types';
export * from './transforms';
export {
  spssSyntax,
  syntaxDataset,
  isValidSpssName,
  spssNames,
  transformSyntax,
  type TransformSyntaxOptions,
} from './syntax';
export type * from './syntax/types';
export { logistic, parseLogisticRequest } from './analyses/logistic';
export * from './analyses/logistic/types';
export { multinomial, parseMultinomialRequest } from './analyses/multinomial';
export * from './analyses/multinomial/types';
export * from './analyses/nonparametric';
