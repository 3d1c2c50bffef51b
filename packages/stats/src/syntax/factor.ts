import type { FactorRequest } from '../analyses/factor/types';
import { command, num } from './format';
import type { SyntaxContext } from './types';

const extraction = {
  pca: 'PC',
  paf: 'PAF',
  ml: 'ML',
  uls: 'ULS',
  gls: 'GLS',
  alpha: 'ALPHA',
  image: 'IMAGE',
} as const;
const print = {
  univariate: 'UNIVARIATE',
  initial: 'INITIAL',
  coefficients: 'CORRELATION',
  significance: 'SIG',
  determinant: 'DET',
  kmoBartlett: 'KMO',
  inverse: 'INV',
  reproduced: 'REPR',
  antiImage: 'AIC',
} as const;
const score = { regression: 'REG', bartlett: 'BART', andersonRubin: 'AR' } as const;

export function factorSyntax(r: FactorRequest, ctx: SyntaxContext): string[] {
  const variables = r.factorVariables.map(ctx.name);
  const spss = ctx.target === 'spss';
  const rotation =
    r.selectedRotationMethod === 'none'
      ? 'NOROTATE'
      : r.selectedRotationMethod === 'promax'
        ? `PROMAX(${num(r.kappa)})`
        : r.selectedRotationMethod.toUpperCase();
  const criterion =
    r.selectedExtract === 'fixed'
      ? `FACTORS(${r.factorsToExtract})`
      : `MINEIGEN(${num(r.eigenvaluesGreaterThan)})`;
  const printed = [
    // PSPP's FACTOR prints no inverse, reproduced correlations or factor score coefficients.
    ...r.selectedAnalysisOptions
      .filter((o) => spss || (o !== 'inverse' && o !== 'reproduced'))
      .map((o) => print[o]),
    'EXTRACTION',
    ...(r.selectedRotationMethod === 'none' ? [] : ['ROTATION']),
    ...(spss && r.selectedScoreMethod !== 'none' ? ['FSCORE'] : []),
  ];
  const format = [
    r.selectedSortOptions === 'size' && 'SORT',
    r.suppressABS !== null && `BLANK(${num(r.suppressABS)})`,
  ].filter((s): s is string => typeof s === 'string');
  const plots = [
    r.selectedChartType.includes('scree') && 'EIGEN',
    r.selectedChartType.includes('loadingPlot') && 'ROTATION',
  ].filter((s): s is string => typeof s === 'string');
  return command(
    'FACTOR',
    [],
    [
      ['VARIABLES', ...variables],
      `MISSING ${{ listwise: 'LISTWISE', pairwise: 'PAIRWISE', mean: 'MEANSUB' }[r.selectedMissingValueControlMethod]}`,
      ['ANALYSIS', ...variables],
      ['PRINT', ...printed],
      format.length > 0 && ['FORMAT', ...format],
      plots.length > 0 && (spss || !plots.includes('ROTATION')) && ['PLOT', ...plots],
      `CRITERIA ${criterion} ITERATE(${r.extractIteration})`,
      `EXTRACTION ${extraction[r.selectedMethod]}`,
      `CRITERIA ITERATE(${r.rotationIteration})${spss && r.selectedRotationMethod === 'oblimin' ? ` DELTA(${num(r.delta)})` : ''}`,
      `ROTATION ${rotation}`,
      spss && r.selectedScoreMethod !== 'none' && `SAVE ${score[r.selectedScoreMethod]}(ALL)`,
      `METHOD=${r.selectedMatrix === 'covariance' ? 'COVARIANCE' : 'CORRELATION'}`,
    ],
  );
}
