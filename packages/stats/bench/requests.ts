import { GROUP2, GROUP5, itemNames } from './generate';

/**
 * One request per analysis of the contract, sized like a real survey study. The benchmark runs
 * those whose id the engine registers; the R script `bench.R` runs the matching R code.
 */
export const benchmarkRequests: Record<string, Record<string, unknown>> = {
  descriptive: {
    analysis: 'descriptive',
    variables: itemNames,
    centralTendency: ['mean', 'median', 'mode', 'sum'],
    dispersion: ['std', 'variance', 'range', 'min', 'max', 'seMean', 'iqr'],
    distribution: ['skewness', 'kurtosis'],
    confidenceInterval: 95,
    significance: [],
  },
  frequencies: {
    analysis: 'frequencies',
    variables: [...itemNames.slice(0, 5), GROUP5],
    statistics: ['mean', 'median', 'mode', 'std', 'quartiles'],
  },
  't/one': { analysis: 't/one', variables: itemNames, populationMean: 4 },
  't/paired': {
    analysis: 't/paired',
    pairedSampleTestValue: itemNames
      .slice(0, 10)
      .map((name, i) => [name, itemNames[i + 10] ?? name]),
  },
  't/independent': {
    analysis: 't/independent',
    independentSampleTestValue: itemNames,
    independentGroupingVariable: { variable: GROUP2, groups: [1, 2] },
  },
  anova: {
    analysis: 'anova',
    dependents: itemNames.slice(0, 5),
    factors: [GROUP5],
    anovaAnalysisType: 'oneway',
    selectedAnovaOptions: ['descriptives', 'homogeneity', 'welch'],
    postHoc: ['tukey'],
  },
  // MULT RESPONSE: a dichotomy set (items 1–10 counted at the top box, 7) and a category set
  // (the answers to items 11–15).
  'multiple-responses': {
    analysis: 'multiple-responses',
    sets: [
      {
        name: 'top',
        label: 'Top box (7)',
        type: 'dichotomies',
        variables: itemNames.slice(0, 10),
        countedValue: 7,
      },
      { name: 'answers', label: 'Answers', type: 'categories', variables: itemNames.slice(10, 15) },
    ],
  },
  chi: {
    analysis: 'chi',
    rows: GROUP5,
    columns: GROUP2,
    counts: ['observed', 'expected'],
    percentages: ['row'],
    chiSquareTest: true,
  },
  correlation: {
    analysis: 'correlation',
    correlationVariables: itemNames,
    selectedCoefficientOptions: ['pearson'],
  },
  linear: {
    analysis: 'linear',
    dependents: [itemNames[0]],
    independents: itemNames.slice(1),
    selectedMethod: 'enter',
    selectedLinearOptions: ['estimates', 'modelFit', 'confidenceIntervals'],
  },
  reliability: {
    analysis: 'reliability',
    reliabilityVariables: itemNames.slice(0, 10),
    selectedAnalysisOptions: ['item', 'scaleIfItemDeleted'],
  },
  factor: {
    analysis: 'factor',
    factorVariables: itemNames,
    selectedMethod: 'pca',
    selectedRotationMethod: 'varimax',
    selectedExtract: 'eigenvalue',
    eigenvaluesGreaterThan: 1,
  },
  // PROCESS model 4, two parallel mediators and a covariate. 1000 resamples (not PROCESS's 5000)
  // so that the bootstrap does not dominate the whole benchmark run.
  mediation: {
    analysis: 'mediation',
    dependents: [itemNames[11]],
    independents: [itemNames[0]],
    mediators: [itemNames[1], itemNames[10]],
    covariates: [GROUP2],
    modelNumber: 4,
    numberOfBootstrapSamples: 1000,
  },
  // PROCESS model 7 (first-stage moderated mediation): the model 4 request above with W item03
  // moderating both a paths; conditional indirect effects at W's percentiles and the index.
  'mediation-m7': {
    analysis: 'mediation',
    dependents: [itemNames[11]],
    independents: [itemNames[0]],
    mediators: [itemNames[1], itemNames[10]],
    moderators: [itemNames[2]],
    covariates: [GROUP2],
    modelNumber: 7,
    numberOfBootstrapSamples: 1000,
  },
  moderation: {
    analysis: 'moderation',
    dependents: [itemNames[0]],
    independents: [itemNames[1]],
    moderators: [itemNames[10]],
    covariates: [itemNames[2], itemNames[3]],
    modelNumber: 1,
    centering: 'all',
    probeValues: 'percentiles',
    johnsonNeyman: true,
  },
  // LOGISTIC REGRESSION by enter: group2 on ten items and group5 (indicators, last category as
  // reference), with Block 0's score tests, Hosmer-Lemeshow and the Exp(B) intervals.
  logistic: {
    analysis: 'logistic',
    dependents: [GROUP2],
    independents: [...itemNames.slice(0, 10), GROUP5],
    categoricalVariables: [GROUP5],
    selectedMethod: 'enter',
    selectedLogisticOptions: ['hosmerLemeshow', 'confidenceIntervals'],
  },
  // NPAR TESTS on the Likert items (heavy ties, as real survey data).
  'nonparametric/mann-whitney': {
    analysis: 'nonparametric/mann-whitney',
    testVariables: itemNames,
    groupingVariable: { variable: GROUP2, groups: [1, 2] },
  },
  'nonparametric/wilcoxon': {
    analysis: 'nonparametric/wilcoxon',
    pairs: itemNames.slice(0, 10).map((name, i) => [name, itemNames[i + 10] ?? name]),
  },
  'nonparametric/sign': {
    analysis: 'nonparametric/sign',
    pairs: itemNames.slice(0, 10).map((name, i) => [name, itemNames[i + 10] ?? name]),
  },
  'nonparametric/kruskal-wallis': {
    analysis: 'nonparametric/kruskal-wallis',
    testVariables: itemNames.slice(0, 5),
    groupingVariable: GROUP5,
  },
  'nonparametric/friedman': {
    analysis: 'nonparametric/friedman',
    variables: itemNames.slice(0, 5),
  },
  'nonparametric/chi-square': {
    analysis: 'nonparametric/chi-square',
    testVariables: itemNames.slice(0, 5),
  },
  'nonparametric/binomial': { analysis: 'nonparametric/binomial', testVariables: [GROUP2] },
  // A mixed design: four occasions (items 1–4) within subjects, the five groups between.
  'anova/repeated': {
    analysis: 'anova/repeated',
    withinFactors: [{ name: 'time', levels: 4 }],
    measures: itemNames.slice(0, 4),
    betweenFactors: [GROUP5],
    pairwiseComparisons: 'bonferroni',
  },
  // ANCOVA: item01 by group5 with two covariates, Type III, means adjusted to the covariates'
  // means with Bonferroni comparisons, and the homogeneity-of-slopes test.
  'anova-ancova': {
    analysis: 'anova',
    dependents: [itemNames[0]],
    factors: [GROUP5],
    covariates: [itemNames[1], itemNames[2]],
    homogeneityOfSlopes: true,
    pairwiseComparisons: 'bonferroni',
  },
  // Hierarchical regression: three blocks entered one after another, each model's tables and
  // the R² change of every block.
  'linear-blocks': {
    analysis: 'linear',
    dependents: [itemNames[0]],
    blocks: [
      { variables: itemNames.slice(1, 4), method: 'enter' },
      { variables: itemNames.slice(4, 10), method: 'enter' },
      { variables: itemNames.slice(10, 20), method: 'enter' },
    ],
    selectedLinearOptions: ['estimates', 'modelFit', 'rSquaredChange', 'confidenceIntervals'],
  },
  // PROCESS model 6 (serial mediation), three mediators and a covariate: every specific
  // indirect path and the total, with 1000 resamples like model 4 above.
  'mediation-m6': {
    analysis: 'mediation',
    dependents: [itemNames[11]],
    independents: [itemNames[0]],
    mediators: [itemNames[1], itemNames[10], itemNames[4]],
    covariates: [GROUP2],
    modelNumber: 6,
    numberOfBootstrapSamples: 1000,
  },
  // NOMREG group5 (five categories, the last the reference) BY group2 WITH item01..item05: the
  // fit, the likelihood ratio test of every effect, goodness of fit and the classification.
  multinomial: {
    analysis: 'multinomial',
    dependents: [GROUP5],
    factors: [GROUP2],
    covariates: itemNames.slice(0, 5),
  },
};
