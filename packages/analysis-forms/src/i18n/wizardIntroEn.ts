import type { WizardIntroCatalogue } from './wizardIntroKo';

/** English catalogue of the `wizardIntro` namespace (the same keys as the Korean one). */
export const wizardIntroEn: WizardIntroCatalogue = {
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
  errors: {
    unknown: 'An unexpected error occurred. Please try again later.',
    invalidOptions: 'Please check the settings again.',
    variablesMin: 'Choose at least {{count}} variable(s).',
    variableNotInDataset: 'Some variables are not in the data or cannot be used in this analysis.',
    confidenceRange: 'The confidence level must be between 50 and 99.9.',
    chooseOne: 'Choose one option.',
    invalidInput: 'Please check what you entered.',
  },
  introNotes: {
    factor:
      'Factor analysis has an interpretation step too. After the results tables it writes up the number of factors found, the variance they explain and the items of each factor, in sentences ready for your report.',
  },
};
