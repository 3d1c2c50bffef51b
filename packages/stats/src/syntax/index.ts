import { parseAnovaRequest } from '../analyses/anova/request';
import { parseChiRequest } from '../analyses/chi/request';
import { parseCorrelationRequest } from '../analyses/correlation/request';
import { parseDescriptiveRequest } from '../analyses/descriptive/request';
import { parseFactorRequest } from '../analyses/factor/request';
import { parseFrequenciesRequest } from '../analyses/frequencies/request';
import { parseLinearRequest } from '../analyses/linear/request';
import { parseLogisticRequest } from '../analyses/logistic/request';
import { parseMultinomialRequest } from '../analyses/multinomial/request';
import {
  parseBinomialRequest,
  parseChiSquareGoodnessRequest,
  parseFriedmanRequest,
  parseKruskalWallisRequest,
  parseMannWhitneyRequest,
  parseSignRequest,
  parseWilcoxonRequest,
} from '../analyses/nonparametric/request';
import { parseMediationRequest } from '../analyses/mediation/request';
import { parseModerationRequest } from '../analyses/moderation/request';
import { parseMultipleResponsesRequest } from '../analyses/multiple-responses/request';
import { parseReliabilityRequest } from '../analyses/reliability/request';
import { parseRepeatedRequest } from '../analyses/repeated/request';
import { parseIndependentTRequest } from '../analyses/t-independent/request';
import { parseOneSampleTRequest } from '../analyses/t-one/request';
import { parsePairedTRequest } from '../analyses/t-paired/request';
import { requestedAnalysis, type AnalysisId } from '../analysis-ids';
import { StatsInputError } from '../errors';
import { anovaSyntax } from './anova';
import { chiSyntax } from './chi';
import { correlationSyntax } from './correlation';
import { descriptiveSyntax } from './descriptive';
import { frequenciesSyntax } from './frequencies';
import { multipleResponsesSyntax } from './multiple-responses';
import { factorSyntax } from './factor';
import { comment } from './format';
import { linearSyntax } from './linear';
import { logisticSyntax } from './logistic';
import { multinomialSyntax } from './multinomial';
import {
  binomialSyntax,
  chiSquareGoodnessSyntax,
  friedmanSyntax,
  kruskalWallisSyntax,
  mannWhitneySyntax,
  relatedPairsSyntax,
} from './nonparametric';
import { applyTransforms } from '../transforms/apply';
import { getDataSyntax, syntaxDataset } from './prologue';
import { mediationSyntax, moderationSyntax } from './process';
import { reliabilitySyntax } from './reliability';
import { repeatedSyntax } from './repeated';
import { spssNames, unusedName, validSpssBase } from './names';
import { transformSyntaxWithVariables } from './transforms';
import { SyntaxVariables } from './variables';
import { independentTSyntax, oneSampleTSyntax, pairedTSyntax } from './t-tests';
import type { SyntaxContext, SyntaxDataset, SyntaxOptions } from './types';

export type * from './types';
export { isValidSpssName, spssNames } from './names';
export { syntaxDataset } from './prologue';
export { transformSyntax, type TransformSyntaxOptions } from './transforms';

/** The analysis's commands; each request is read by the analysis's own parser, defaults and all. */
function analysisSyntax(
  id: AnalysisId,
  raw: Record<string, unknown>,
  ctx: SyntaxContext,
): string[] {
  switch (id) {
    case 'descriptive':
      return descriptiveSyntax(parseDescriptiveRequest(raw), ctx);
    case 't/one':
      return oneSampleTSyntax(parseOneSampleTRequest(raw), ctx);
    case 't/paired':
      return pairedTSyntax(parsePairedTRequest(raw), ctx);
    case 't/independent':
      return independentTSyntax(parseIndependentTRequest(raw), ctx);
    case 'frequencies':
      return frequenciesSyntax(parseFrequenciesRequest(raw), ctx);
    case 'correlation':
      return correlationSyntax(parseCorrelationRequest(raw), ctx);
    case 'anova':
      return anovaSyntax(parseAnovaRequest(raw), ctx);
    case 'linear':
      return linearSyntax(parseLinearRequest(raw), ctx);
    case 'reliability':
      return reliabilitySyntax(parseReliabilityRequest(raw), ctx);
    case 'multiple-responses':
      return multipleResponsesSyntax(parseMultipleResponsesRequest(raw), ctx);
    case 'chi':
      return chiSyntax(parseChiRequest(raw), ctx);
    case 'factor':
      return factorSyntax(parseFactorRequest(raw), ctx);
    case 'mediation':
      return mediationSyntax(parseMediationRequest(raw), ctx);
    case 'moderation':
      return moderationSyntax(parseModerationRequest(raw), ctx);
    case 'logistic':
      return logisticSyntax(parseLogisticRequest(raw), ctx);
    case 'multinomial':
      return multinomialSyntax(parseMultinomialRequest(raw), ctx);
    case 'nonparametric/mann-whitney':
      return mannWhitneySyntax(parseMannWhitneyRequest(raw), ctx);
    case 'nonparametric/wilcoxon':
      return relatedPairsSyntax('WILCOXON', parseWilcoxonRequest(raw), ctx);
    case 'nonparametric/sign':
      return relatedPairsSyntax('SIGN', parseSignRequest(raw), ctx);
    case 'nonparametric/kruskal-wallis':
      return kruskalWallisSyntax(parseKruskalWallisRequest(raw), ctx);
    case 'nonparametric/friedman':
      return friedmanSyntax(parseFriedmanRequest(raw), ctx);
    case 'nonparametric/chi-square':
      return chiSquareGoodnessSyntax(parseChiSquareGoodnessRequest(raw), ctx);
    case 'nonparametric/binomial':
      return binomialSyntax(parseBinomialRequest(raw), ctx);
    case 'anova/repeated':
      return repeatedSyntax(parseRepeatedRequest(raw), ctx);
  }
}

/**
 * SPSS syntax that reproduces an analysis: the GET DATA prologue that reads the dataset's
 * CSV, the data preparation lines given in `options.transforms`, then the analysis's
 * commands with the same missing-value treatment, confidence level and criteria as the
 * product. Pure: the same request and dataset give the same text.
 */
export function spssSyntax(
  request: unknown,
  dataset: SyntaxDataset,
  options: SyntaxOptions = {},
): string {
  const { id, raw } = requestedAnalysis(request);
  const given = options.transforms ?? (raw.transforms as unknown[] | undefined) ?? [];
  const { transforms: _, ...analysisRequest } = raw;
  // Lines already generated go in as they are; transform objects are written here, and the
  // analysis then names the variables as the list leaves them.
  const ready = given.every((t) => typeof t === 'string');
  const prepared = ready
    ? { lines: given as string[], variables: new SyntaxVariables(dataset) }
    : transformSyntaxWithVariables(given, dataset, {
        target: options.target ?? 'spss',
        ...(options.data ? { data: options.data } : {}),
        ...(options.transformLines ? { namesOnly: true } : {}),
      });
  const variables = prepared.variables;
  if (options.data && !ready) {
    // What the analysis reads of a column (a range, a width) as the transforms left it.
    const table = applyTransforms(options.data, given).table;
    variables.facts = new Map(
      syntaxDataset(table, dataset.fileName).columns.map((c) => [c.name, c]),
    );
  }
  const names = variables.names();
  const taken = variables.taken;
  const ctx: SyntaxContext = {
    target: options.target ?? 'spss',
    name: (variable) => {
      const name = names.get(variable);
      if (name === undefined) {
        throw new StatsInputError(
          'UNKNOWN_VARIABLE',
          `'${variable}' 변수가 데이터에 없습니다.`,
          `Variable '${variable}' is not in the data.`,
          { variable },
        );
      }
      return name;
    },
    column: (variable) => variables.column(variable),
    newName: (base) => unusedName(validSpssBase(base), taken),
  };
  const body = analysisSyntax(id, analysisRequest, ctx);
  const lines = [
    ...comment(`Analysis '${id}'. Encoding: UTF-8.`),
    ...(options.getData === false
      ? []
      : getDataSyntax(dataset, spssNames(dataset.columns.map((c) => c.name)))),
    ...(options.transformLines && !ready ? options.transformLines : prepared.lines),
    ...body,
  ];
  return `${lines.join('\n')}\n`;
}
