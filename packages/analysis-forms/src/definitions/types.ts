import type { z } from 'zod';
import type {
  AnalysisResult,
  DatasetColumn,
  DatasetDetail,
  ResultTableModel,
  VariableType,
} from '../types';

/** Contract ids of the analyses (analysis-contract.md); one for now. */
export const analysisIds = [
  'descriptive',
  'frequencies',
  'multiple-responses',
  't/one',
  't/paired',
  't/independent',
  'anova',
  'chi',
  'correlation',
  'reliability',
  'factor',
  'linear',
  'moderation',
  'mediation',
  'nonparametric/mann-whitney',
  'nonparametric/wilcoxon',
  'nonparametric/sign',
  'nonparametric/kruskal-wallis',
  'nonparametric/friedman',
  'nonparametric/chi-square',
  'nonparametric/binomial',
  'anova/repeated',
  'logistic',
  'multinomial',
] as const;
export type AnalysisId = (typeof analysisIds)[number];

export const optionControls = [
  'checkboxGroup',
  'radio',
  'number',
  'switch',
  'confidence',
  // A number that can be switched off (null), e.g. factor's "suppress loadings below".
  'optionalNumber',
  // A free text value (a group value, a set name); the schema says what is accepted.
  'text',
] as const;
export type OptionControl = (typeof optionControls)[number];

export interface VariableTarget {
  /** Also the name of the form field holding the chosen variable names (string[]). */
  id: string;
  labelKey: string;
  accepts: readonly VariableType[];
  min: number;
  max?: number;
  /** Help text under the target (catalogue key). */
  helpKey?: string;
}

export interface VariablesSection {
  kind: 'variables';
  targets: readonly VariableTarget[];
}

export interface OptionsSection {
  kind: 'options';
  /** Form field (a key of the options schema). */
  field: string;
  control: OptionControl;
  labelKey: string;
  /** Choices for checkboxGroup and radio; empty for number, switch and confidence. */
  options: readonly { value: string; labelKey: string }[];
  /** number and confidence controls. */
  min?: number;
  max?: number;
  step?: number;
  /** confidence: the label of the level field and the level used when the person turns it on. */
  levelLabelKey?: string;
  defaultLevel?: number;
  /** Help text under the control (catalogue key). */
  helpKey?: string;
  /** Shown only while another field has this value (e.g. a cut point only in cut-point mode). */
  visibleWhen?: { field: string; equals: unknown };
}

/**
 * A list of variable pairs ([first, second][]) held in one form field, as SPSS's paired
 * samples dialog builds them.
 */
export interface PairsSection {
  kind: 'pairs';
  field: string;
  labelKey: string;
  accepts: readonly VariableType[];
  min: number;
  helpKey?: string;
}

/**
 * Values of chosen variables recoded into labelled categories
 * (`{ variable, groups: { label, values[] }[] }[]`), one form field.
 */
export interface ValueGroupsSection {
  kind: 'valueGroups';
  field: string;
  labelKey: string;
  /** The variables target whose chosen variables can be grouped. */
  variablesField: string;
  helpKey?: string;
}

/**
 * Named groups of variables (`{ name, variables[] }[]`) in one form field, each analysed on
 * its own (reliability per factor group); filled by an earlier step, shown and removable here.
 */
export interface VariableGroupsSection {
  kind: 'variableGroups';
  field: string;
  labelKey: string;
  accepts: readonly VariableType[];
  helpKey?: string;
}

/**
 * A factorial model's terms (`selectedEffect`, SPSS's "Custom" model) with the cell structure
 * of the chosen factors (`anova/multi`: levels, cell counts, empty cells) shown before running.
 */
export interface AnovaModelSection {
  kind: 'anovaModel';
  /** The terms chosen (string[]). */
  field: string;
  /** `full` | `custom`. */
  modelField: string;
  factorsField: string;
  dependentsField: string;
  labelKey: string;
  helpKey?: string;
}

/**
 * A list of sets built one at a time from editor fields (SPSS's "Define Multiple Response
 * Sets": the variables, type, counted value, name and label of the set being defined, and
 * "Add" moving it into the list). `field` holds the sets added (`{ name, label, type,
 * variables, countedValue }[]`); the set still in the editor is one more when filled.
 */
export interface ResponseSetsSection {
  kind: 'responseSets';
  field: string;
  labelKey: string;
  accepts: readonly VariableType[];
  /** The editor's form fields. */
  editor: { variables: string; name: string; label: string; type: string; countedValue: string };
  helpKey?: string;
}

/**
 * Further blocks of a model (SPSS's "Next" in Linear Regression): the first block is the
 * ordinary variables target and method; `field` holds the blocks after it
 * (`{ variables: string[]; method: string }[]`), each added with a "next block" button and
 * with its own variables and method.
 */
export interface BlocksSection {
  kind: 'blocks';
  field: string;
  /** The section's heading and help. */
  labelKey: string;
  helpKey?: string;
  accepts: readonly VariableType[];
  /** The method choices of a block, and the method a new block starts with. */
  methods: readonly { value: string; labelKey: string }[];
  defaultMethod: string;
  /** Catalogue keys interpolated with `{{number}}`, the block's number (2, 3, …). */
  blockKeys: {
    heading: string;
    variables: string;
    available: string;
    method: string;
    remove: string;
  };
  /** The "next block" button. */
  addKey: string;
}

export type SettingSection =
  | BlocksSection
  | VariablesSection
  | OptionsSection
  | PairsSection
  | ValueGroupsSection
  | VariableGroupsSection
  | AnovaModelSection
  | ResponseSetsSection;

/** The setting form as data: a generic renderer draws every analysis from it. */
export interface SettingLayout {
  sections: readonly SettingSection[];
}

/** Request body fields of the contract, without the dataset identity the site adds. */
export type AnalysisRequestFields = Record<string, unknown>;

export type AnyOptionsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface AnalysisDefinition<Schema extends AnyOptionsSchema = AnyOptionsSchema> {
  id: AnalysisId;
  /** The analysis's route (`/services/anal/{group}/…`). */
  path: string;
  titleKey: string;
  descriptionKey: string;
  /**
   * URL steps of the wizard when not all four (multiple responses: intro and setting, the
   * result shown on the setting page). The machine still runs every state.
   */
  steps?: readonly ('intro' | 'setting' | 'analysis' | 'interpretation')[];
  /**
   * A word on the intro page about how this analysis's steps differ from what the visitor may
   * expect (factor analysis keeps an interpretation step the spec does not give it): a key of
   * the `wizardIntro` namespace (`introNotes.…`), which the upload step loads on its own.
   */
  introNoteKey?: string;
  /** Validates the form and guards the wizard's SUBMIT; fills defaults. */
  optionsSchema: Schema;
  defaultValues: z.input<Schema>;
  layout: SettingLayout;
  /** Contract-shaped request fields for the site's API call. */
  toRequest(values: z.output<Schema>): AnalysisRequestFields;
  /**
   * Form values for a stored request (reopening an analysis from the history), where
   * `toRequest` is not inverted by `requestToValues`'s generic rules.
   */
  fromRequest?(request: AnalysisRequestFields): Record<string, unknown>;
  /**
   * Form values that follow from the variables just chosen (t test groups from the grouping
   * variable's values); fields the person has edited are kept.
   */
  valuesForVariables?(
    chosen: Record<string, string[]>,
    previous: Record<string, string[]>,
    columns: readonly DatasetColumn[],
  ): Record<string, unknown>;
  /** Strict schema of what `toRequest` must produce (contract field names and values). */
  requestSchema: z.ZodType<AnalysisRequestFields>;
  /** Tables to show, in order. */
  resultTables(result: AnalysisResult): ResultTableModel[];
  /** Charts to show after the tables, in order; `values` are the submitted options, if known. */
  resultCharts?(result: AnalysisResult, values: Record<string, unknown> | null): ResultChartModel[];
  /** A next step offered under the result (factor → factor groups → reliability). */
  followUp?: AnalysisFollowUp;
}

/** Next steps a result can offer; the result renderer draws each kind. */
export type AnalysisFollowUp = 'factorGroups';

/** A value handed from one analysis to the setting step of another (e.g. factor groups). */
export interface AnalysisHandOver {
  to: AnalysisId;
  /** Form values to start the other analysis's setting step from. */
  values: Record<string, unknown>;
}

/** A point of a chart line (x, y in the data's units). */
export interface ChartPoint {
  x: number;
  y: number;
}

/**
 * Charts as data: the result renderer draws each kind with the ui package's chart (and its
 * table alternative). Labels are catalogue keys or variable names.
 */
export type ResultChartModel =
  | {
      kind: 'scree';
      id: string;
      titleKey: string;
      eigenvalues: readonly number[];
      /** Kaiser's line (eigenvalue 1); null draws none. */
      referenceLine: number | null;
    }
  | {
      kind: 'loadings';
      id: string;
      titleKey: string;
      /** Axis titles (catalogue keys): components for principal components, else factors. */
      xLabelKey: string;
      yLabelKey: string;
      /** One point per item: its loadings on the first two factors. */
      points: readonly (ChartPoint & { label: string })[];
    }
  | {
      kind: 'interaction';
      id: string;
      titleKey: string;
      /** The moderator's name (x axis). */
      xLabel: string;
      yLabelKey: string;
      /** The focal predictor's name, for the description. */
      focal: string;
      legendTitle?: string;
      /** A line's label is `labelKey` translated when given, else `label`. */
      lines: readonly { label: string; labelKey?: string; points: readonly ChartPoint[] }[];
    }
  | {
      kind: 'path';
      id: string;
      titleKey: string;
      x: string;
      y: string;
      mediators: readonly {
        name: string;
        a: { estimate: number; p: number | null };
        b: { estimate: number; p: number | null };
      }[];
      cPrime: { estimate: number; p: number | null };
      c: { estimate: number; p: number | null };
    }
  | {
      /** Counts per category, one bar each (frequencies' bar chart, as SPSS's Charts… offers). */
      kind: 'bar';
      id: string;
      /** Interpolated with `variable`. */
      titleKey: string;
      variable: string;
      categories: readonly string[];
      values: readonly number[];
      /** What the bars measure (y axis), a catalogue key. */
      yLabelKey: string;
      /** Interpolated with `variable`. */
      descriptionKey: string;
    }
  | {
      /** Means of each group across the levels of a within factor (repeated measures' profile plot). */
      kind: 'profile';
      id: string;
      titleKey: string;
      /** The within factor's name (x axis; its levels are 1, 2, …). */
      factor: string;
      /** Number of levels of the factor (the x axis ticks). */
      levels: number;
      yLabelKey: string;
      /** The between factors that make the lines ("집단 / 성별"); absent with one line. */
      legendTitle?: string;
      /** A line's label is `labelKey` translated when given, else `label`. */
      lines: readonly { label: string; labelKey?: string; points: readonly ChartPoint[] }[];
    }
  | {
      /** Frequencies in the engine's bins with the normal curve (descriptive statistics). */
      kind: 'histogram';
      id: string;
      /** Interpolated with `variable`. */
      titleKey: string;
      variable: string;
      bins: readonly { start: number; end: number; count: number }[];
      mean: number;
      std: number;
      n: number;
    }
  | {
      /** One box per variable, with outliers and extremes as SPSS marks them. */
      kind: 'boxplot';
      id: string;
      titleKey: string;
      groups: readonly {
        label: string;
        min: number;
        q1: number;
        median: number;
        q3: number;
        max: number;
        outliers: readonly number[];
        extremes: readonly number[];
      }[];
    }
  | {
      /** Observed values against expected normal quantiles (the engine's pairs). */
      kind: 'qq';
      id: string;
      /** Interpolated with `variable`. */
      titleKey: string;
      variable: string;
      pairs: readonly { observed: number; expected: number }[];
    }
  | {
      /** Group means with their confidence intervals (ANOVA's means plot). */
      kind: 'means';
      id: string;
      /** Interpolated with `dependent` and `factor`. */
      titleKey: string;
      dependent: string;
      factor: string;
      /** Level of the intervals, percent. */
      confidence: number;
      groups: readonly {
        label: string;
        mean: number;
        lower?: number;
        upper?: number;
        n?: number;
      }[];
    };

/** A definition with its schema type erased, for registries and the generic machine. */
export type AnyAnalysisDefinition = AnalysisDefinition;

/**
 * Checks the chosen variables against the dataset: each must exist and be of an accepted
 * type. The zod schema cannot know the dataset; the machine's guard uses both.
 */
export function variablesFitDataset(
  definition: AnyAnalysisDefinition,
  values: Record<string, unknown>,
  dataset: Pick<DatasetDetail, 'columns'>,
): boolean {
  const types = new Map(dataset.columns.map((column) => [column.name, column.type]));
  for (const section of definition.layout.sections) {
    if (section.kind === 'pairs') {
      const pairs = values[section.field];
      if (!Array.isArray(pairs)) return false;
      for (const pair of pairs as unknown[]) {
        if (!Array.isArray(pair)) return false;
        for (const name of pair) {
          const type = typeof name === 'string' ? types.get(name) : undefined;
          if (type === undefined || !section.accepts.includes(type)) return false;
        }
      }
      continue;
    }
    if (section.kind === 'variableGroups' || section.kind === 'responseSets') {
      const groups = values[section.field];
      if (groups === undefined) continue;
      if (!Array.isArray(groups)) return false;
      for (const group of groups as { variables?: unknown }[]) {
        if (!Array.isArray(group?.variables)) return false;
        for (const name of group.variables) {
          const type = typeof name === 'string' ? types.get(name) : undefined;
          if (type === undefined || !section.accepts.includes(type)) return false;
        }
      }
      continue;
    }
    if (section.kind === 'blocks') {
      const blocks = values[section.field];
      if (blocks === undefined) continue;
      if (!Array.isArray(blocks)) return false;
      for (const block of blocks as { variables?: unknown }[]) {
        if (!Array.isArray(block?.variables)) return false;
        for (const name of block.variables) {
          const type = typeof name === 'string' ? types.get(name) : undefined;
          if (type === undefined || !section.accepts.includes(type)) return false;
        }
      }
      continue;
    }
    if (section.kind !== 'variables') continue;
    for (const target of section.targets) {
      const chosen = values[target.id];
      if (!Array.isArray(chosen)) return false;
      for (const name of chosen) {
        const type = typeof name === 'string' ? types.get(name) : undefined;
        if (type === undefined || !target.accepts.includes(type)) return false;
      }
    }
  }
  return true;
}
