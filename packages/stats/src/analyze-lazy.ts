import type { AnalysisResult } from './analyze';
import { requestedAnalysis, type AnalysisId } from './analysis-ids';
import { splitTransforms } from './request';
import type { DataTable } from './types';

type Runner = (table: DataTable, raw: Record<string, unknown>) => AnalysisResult;

/**
 * Each analysis's module, loaded when a request names it. The command line starts a process
 * for one analysis: loading the other thirteen (and ml-matrix, the studentized range, …) would
 * cost more start-up time than a small analysis takes.
 */
const loaders: Record<AnalysisId, () => Promise<Runner>> = {
  descriptive: async () => {
    const m = await import('./analyses/descriptive');
    return (table, raw) => m.descriptive(table, m.parseDescriptiveRequest(raw));
  },
  't/one': async () => {
    const m = await import('./analyses/t-one');
    return (table, raw) => m.oneSampleT(table, m.parseOneSampleTRequest(raw));
  },
  't/paired': async () => {
    const m = await import('./analyses/t-paired');
    return (table, raw) => m.pairedT(table, m.parsePairedTRequest(raw));
  },
  't/independent': async () => {
    const m = await import('./analyses/t-independent');
    return (table, raw) => m.independentT(table, m.parseIndependentTRequest(raw));
  },
  frequencies: async () => {
    const m = await import('./analyses/frequencies');
    return (table, raw) => m.frequencies(table, m.parseFrequenciesRequest(raw));
  },
  correlation: async () => {
    const m = await import('./analyses/correlation');
    return (table, raw) => m.correlation(table, m.parseCorrelationRequest(raw));
  },
  anova: async () => {
    const m = await import('./analyses/anova');
    return (table, raw) => m.anova(table, m.parseAnovaRequest(raw));
  },
  linear: async () => {
    const m = await import('./analyses/linear');
    return (table, raw) => m.linear(table, m.parseLinearRequest(raw));
  },
  chi: async () => {
    const m = await import('./analyses/chi');
    return (table, raw) => m.chi(table, m.parseChiRequest(raw));
  },
  reliability: async () => {
    const m = await import('./analyses/reliability');
    return (table, raw) => m.reliability(table, m.parseReliabilityRequest(raw));
  },
  'multiple-responses': async () => {
    const m = await import('./analyses/multiple-responses');
    return (table, raw) => m.multipleResponses(table, m.parseMultipleResponsesRequest(raw));
  },
  factor: async () => {
    const m = await import('./analyses/factor');
    return (table, raw) => m.factor(table, m.parseFactorRequest(raw));
  },
  mediation: async () => {
    const m = await import('./analyses/mediation');
    return (table, raw) => m.processMediation(table, m.parseMediationRequest(raw));
  },
  moderation: async () => {
    const m = await import('./analyses/moderation');
    return (table, raw) => m.moderation(table, m.parseModerationRequest(raw));
  },
  logistic: async () => {
    const m = await import('./analyses/logistic');
    return (table, raw) => m.logistic(table, m.parseLogisticRequest(raw));
  },
  multinomial: async () => {
    const m = await import('./analyses/multinomial');
    return (table, raw) => m.multinomial(table, m.parseMultinomialRequest(raw));
  },
  'nonparametric/mann-whitney': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.mannWhitney(table, m.parseMannWhitneyRequest(raw));
  },
  'nonparametric/wilcoxon': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.wilcoxon(table, m.parseWilcoxonRequest(raw));
  },
  'nonparametric/sign': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.signTest(table, m.parseSignRequest(raw));
  },
  'nonparametric/kruskal-wallis': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.kruskalWallis(table, m.parseKruskalWallisRequest(raw));
  },
  'nonparametric/friedman': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.friedman(table, m.parseFriedmanRequest(raw));
  },
  'nonparametric/chi-square': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.chiSquareGoodness(table, m.parseChiSquareGoodnessRequest(raw));
  },
  'nonparametric/binomial': async () => {
    const m = await import('./analyses/nonparametric');
    return (table, raw) => m.binomialTest(table, m.parseBinomialRequest(raw));
  },
  'anova/repeated': async () => {
    const m = await import('./analyses/repeated');
    return (table, raw) => m.repeatedMeasures(table, m.parseRepeatedRequest(raw));
  },
};

/** `analyze` with only the named analysis's code loaded (the command line's road): the same checks, the same result. */
export async function analyzeLazily(table: DataTable, request: unknown): Promise<AnalysisResult> {
  const { transforms, analysisRequest } = splitTransforms(request);
  if (transforms === undefined) return runLazily(table, request);
  // Loaded only when asked for: the transforms bring the factor analysis with them.
  const { prepareForAnalysis } = await import('./transforms/prepare');
  const { cases, summary } = prepareForAnalysis(table, transforms);
  return Object.assign(await runLazily(cases, analysisRequest), { dataPreparation: summary });
}

async function runLazily(table: DataTable, request: unknown): Promise<AnalysisResult> {
  const { id, raw } = requestedAnalysis(request);
  const run = await loaders[id]();
  return run(table, raw);
}
