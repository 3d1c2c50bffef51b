import { myAccountEn } from '../accounts/catalogue';
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
  wizard: {
    stepperLabel: 'Analysis steps',
    stepComplete: 'done',
    steps: {
      intro: 'Upload data',
      setting: 'Settings',
      analysis: 'Results',
      interpretation: 'Interpretation',
    },
    loading: {
      uploading: 'Uploading the file…',
      datasets: 'Loading your uploaded data…',
      removing: 'Deleting the data…',
      dataset: 'Loading the data…',
      analysis: 'Running the analysis…',
      interpretation: 'Interpreting the results…',
    },
    back: 'Previous step',
    retry: 'Try again',
    reset: 'Start over',
    errorTitle: 'Something went wrong',
    datasetInUse: {
      label: 'File in use',
      size: '{{rows}} rows × {{columns}} columns',
      choose: 'Choose another file',
    },
  },
  intro: {
    heading: 'Upload data',
    lead: 'Upload a data file to analyse, or open one you uploaded before.',
    fileLabel: 'Data file',
    fileDescription: 'CSV, Excel (.xlsx) or SPSS (.sav), up to {{size}} MB',
    titleLabel: 'Title',
    titleDescription: 'Leave empty to use the file name.',
    firstRowAsNames: 'Use the first row as variable names',
    encodingLabel: 'Text encoding',
    encoding: { auto: 'Detect automatically', 'utf-8': 'UTF-8', cp949: 'CP949 (EUC-KR)' },
    upload: 'Upload and continue to settings',
    useSample: 'Try it with sample data',
    sampleTitle: 'Sample survey data',
    noFile: 'Choose a file first.',
    previous: 'Previously uploaded data',
    empty: 'You have not uploaded any data yet.',
    open: 'Open',
    openNamed: 'Open {{title}}',
    remove: 'Delete',
    removeNamed: 'Delete {{title}}',
    rowsColumns: '{{rows}} rows · {{columns}} variables',
    uploadedAt: 'Uploaded {{date}}',
  },
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
  errors: {
    unknown: 'An unexpected error occurred. Please try again later.',
    invalidOptions: 'Please check the settings again.',
    variablesMin: 'Choose at least {{count}} variable(s).',
    variableNotInDataset: 'Some variables are not in the data or cannot be used in this analysis.',
    confidenceRange: 'The confidence level must be between 50 and 99.9.',
    chooseOne: 'Choose one option.',
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
  myAccount: myAccountEn,
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
  accounts: {
    fields: {
      email: 'E-mail',
      password: 'Password',
      passwordConfirm: 'Confirm password',
      name: 'Name',
      mobile: 'Mobile number',
      birth: 'Date of birth',
      gender: 'Gender',
    },
    login: {
      heading: 'Sign in',
      remember: 'Remember my e-mail',
      submit: 'Sign in',
      failedTitle: 'Could not sign in',
      findEmail: 'Find my e-mail',
      findPassword: 'Forgot password',
      signUp: 'Sign up',
      social: 'Easy sign-in',
      providers: {
        kakao: 'Sign in with Kakao',
        naver: 'Sign in with Naver',
        google: 'Sign in with Google',
      },
    },
    signUp: {
      heading: 'Sign up',
      passwordHint:
        '6 to 15 characters with a letter, a digit and a special character ($ @ ! % ^ & * # ? = + ( ) . -).',
      mobileHint: 'Without dashes, e.g. 01012345678',
      genders: { none: 'Prefer not to say', male: 'Male', female: 'Female' },
      agreeTerms: 'I accept the terms of service (required)',
      agreePrivacy: 'I agree to the collection and use of personal information (required)',
      submit: 'Sign up',
      failedTitle: 'Could not sign up',
    },
    validation: {
      emailRequired: 'Enter your e-mail address.',
      email: 'The e-mail address is not valid.',
      emailTaken: 'This e-mail is already registered. Sign in or use another e-mail.',
      passwordRequired: 'Enter your password.',
      passwordLength: 'The password must be 6 to 15 characters long.',
      passwordRule:
        'Use at least one letter, one digit and one special character ($ @ ! % ^ & * # ? = + ( ) . -).',
      passwordCharacters:
        'The password may hold only letters, digits and the special characters $ @ ! % ^ & * # ? = + ( ) . -',
      passwordConfirm: 'The passwords do not match.',
      nameRequired: 'Enter your name.',
      name: 'A name may hold only Korean letters, Latin letters and spaces.',
      digits: 'Enter digits only.',
      mobileRequired: 'Enter your mobile number.',
      birth: 'The date of birth is not valid.',
      agreeTerms: 'Please accept the terms of service.',
      agreePrivacy: 'Please agree to the collection and use of personal information.',
    },
    errors: {
      invalidInput: 'Please check what you entered.',
      loginRejected: 'The e-mail address or password is not correct.',
      loginFailed: 'Could not sign in. Please try again later.',
      registerRejected:
        'Could not finish signing up. Check whether this e-mail address is already registered.',
      registerFailed: 'Could not sign up. Please try again later.',
      socialFailed: 'Could not sign in with that account. Please try again later.',
    },
    ended: {
      logout: 'You have signed out.',
      idle: 'You were signed out after an hour without activity.',
      expired: 'Your sign-in has expired. Please sign in again.',
      loginFailed: 'Sign-in failed; you are continuing as a guest.',
    },
  },
};
