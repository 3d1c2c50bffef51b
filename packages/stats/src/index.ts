export type * from './types';
export { StatsInputError } from './errors';
export { readDataFile, readDataFileAsync } from './read';
export { summarizeTable, tableFromJSON, tableToJSON } from './table';
export { analyze, analysisIds, type AnalysisId, type AnalysisResult } from './analyze';
export { descriptive, parseDescriptiveRequest, lillieforsPCap } from './analyses/descriptive';
export * from './analyses/descriptive/types';
export { oneSampleT, parseOneSampleTRequest } from './analyses/t-one';
export * from './analyses/t-one/types';
