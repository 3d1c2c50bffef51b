import { storeFormsEn } from '../store/catalogue';
import type { AnalysisCatalogue } from './ko';
import { en as frequenciesEn } from './analyses/frequencies';
import { en as multipleResponsesEn } from './analyses/multipleResponses';
import { en as tOneEn } from './analyses/tOne';
import { en as tPairedEn } from './analyses/tPaired';
import { en as nonparametricEn } from './analyses/nonparametric';
import { en as tIndependentEn } from './analyses/tIndependent';
import { en as dataStepEn } from './analyses/dataStep';
import { en as dataPrepEn } from './analyses/dataPrep';
import { en as anovaEn } from './analyses/anova';
import { en as chiEn } from './analyses/chi';
import { en as correlationEn } from './analyses/correlation';
import { en as reliabilityEn } from './analyses/reliability';

import { en as factorEn } from './analyses/factor';
import { en as linearEn } from './analyses/linear';
import { en as moderationEn } from './analyses/moderation';
import { en as mediationEn } from './analyses/mediation';
import { en as repeatedEn } from './analyses/repeated';
import { en as logisticEn } from './analyses/logistic';
import { en as multinomialEn } from './analyses/multinomial';
import { en as modelsEn } from './analyses/models';
import { en as servicesEn } from './analyses/services';
/** English catalogue of the `analysis` namespace (the alternative language). */
export const en: AnalysisCatalogue = {
  setting: {
    heading: 'Settings',
    dataset: '{{title}} ({{rows}} rows)',
    submit: 'Run analysis',
    picker: {
      available: 'Variables',
      moveTo: 'Move to {{target}}',
      remove: 'Remove',
      numeric: 'Numeric',
      categorical: 'Categorical',
    },
  },
  result: {
    heading: 'Results',
    copy: 'Copy table',
    copied: 'Copied!',
    warnings: 'Notes',
    empty: 'There are no results to show.',
    interpret: 'Show interpretation',
    edit: 'Change settings',
    decimals: 'Decimal places',
    decimalsAuto: 'Default (SPSS)',
    apa: 'APA style',
    apaHelp: 'Shows p values in APA style (p < .001).',
    downloadXlsx: 'Download all tables (XLSX)',
    print: 'Print report / save as PDF',
    toolsLabel: 'Result display and export',
    sheetName: 'Results',
    syntaxSheet: 'SPSS syntax',
    downloadDocx: 'Download Word report',
    preparingDocx: 'Preparing the Word report…',
    docxReady: 'The Word report has been downloaded.',
    docxFailed: 'The Word report could not be made. Please try again.',
    report: {
      documentTitle: 'Statistical analysis report',
      table: 'Table',
      figure: 'Figure',
      note: 'Note.',
      warnings: 'Notes',
      interpretation: 'Interpretation',
      syntaxAppendix: 'Appendix: SPSS syntax',
    },
    syntax: {
      heading: 'SPSS syntax',
      lead: 'Paste it into the SPSS syntax editor and run it to get the same results.',
      code: 'SPSS syntax text',
      copy: 'Copy syntax',
      copied: 'Syntax copied.',
      copyFailed: 'Could not copy. Please select the syntax and copy it yourself.',
    },
    interpretationOtherLanguage:
      'The interpretation was written in another language, so the report leaves it out. Open the interpretation again to get it in this language and print it with the report.',
  },
  interpretation: {
    heading: 'Interpretation',
    summary: 'Summary',
    detail: 'Detailed report',
    unavailable:
      'Interpretation of this analysis is coming soon. Please refer to the result tables.',
    toResult: 'Back to results',
  },
  descriptive: {
    title: 'Descriptive statistics',
    description:
      'Summary statistics of numeric variables — mean, standard deviation, minimum, maximum — and normality tests.',
    targets: { variables: 'Variables' },
    centralTendency: {
      label: 'Central tendency',
      mean: 'Mean',
      median: 'Median',
      mode: 'Mode',
      sum: 'Sum',
    },
    dispersion: {
      label: 'Dispersion',
      std: 'Std. deviation',
      variance: 'Variance',
      range: 'Range',
      min: 'Minimum',
      max: 'Maximum',
      seMean: 'S.E. mean',
      iqr: 'Interquartile range',
    },
    distribution: { label: 'Distribution', skewness: 'Skewness', kurtosis: 'Kurtosis' },
    confidenceInterval: {
      label: 'Confidence interval for the mean',
      enable: 'Compute the interval',
      level: 'Confidence level (%)',
    },
    significance: {
      label: 'Normality tests',
      shapiroWilk: 'Shapiro-Wilk test',
      kolmogorovSmirnov: 'Kolmogorov-Smirnov test (Lilliefors correction)',
    },
    charts: {
      histogram: 'Histogram of {{variable}}',
      boxplot: 'Box plot',
      qq: 'Normal Q-Q plot of {{variable}}',
    },
    visualize: {
      label: 'Charts',
      histogram: 'Histogram',
      boxplot: 'Box plot',
      qq: 'Normal Q-Q plot',
    },
    fillMethod: {
      label: 'Missing values',
      exclude: 'Exclude per variable',
      mean: 'Replace with the mean',
      median: 'Replace with the median',
    },
  },
  frequencies: frequenciesEn,
  multipleResponses: multipleResponsesEn,
  tOne: tOneEn,
  tPaired: tPairedEn,
  nonparametric: nonparametricEn,
  tIndependent: tIndependentEn,
  dataStep: dataStepEn,
  dataPrep: dataPrepEn,
  storeForms: storeFormsEn,
  anova: anovaEn,
  chi: chiEn,
  correlation: correlationEn,
  reliability: reliabilityEn,
  factor: factorEn,
  linear: linearEn,
  moderation: moderationEn,
  mediation: mediationEn,
  repeated: repeatedEn,
  logistic: logisticEn,
  multinomial: multinomialEn,
  models: modelsEn,
  services: servicesEn,
};
