import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toWizardError, type WizardError } from './errors';

/** `anova/multi`'s answer (the api package's AnovaMultiResponse, read structurally). */
export interface AnovaCellStructure {
  anovaAnalysisType: 'oneway' | 'factorial';
  MSErr: { dependent: string; ss: number; df: number; ms: number | null }[];
  preResult: {
    factors: { name: string; levels: string[] }[];
    terms: string[];
    dependents: {
      dependent: string;
      n: number;
      missing: number;
      cellCount: number;
      emptyCellCount: number;
      cells: {
        cell: Record<string, string>;
        n: number;
        mean: number | null;
        std: number | null;
      }[];
      emptyCells: Record<string, string>[];
      harmonicMeanN: number | null;
      terms: {
        term: string;
        factors: string[];
        combinations: number;
        emptyCombinations: number;
        estimable: boolean;
      }[];
      estimable: boolean;
    }[];
  };
}

export interface AnovaCellsInput {
  factors: string[];
  dependents: string[];
}

export interface AnovaMultiContext {
  /** The two results of `anova/multi`, cleared when a request starts, so no stale result shows. */
  MSErr: AnovaCellStructure['MSErr'] | null;
  preResult: AnovaCellStructure['preResult'] | null;
  /** What the shown results were computed for. */
  request: AnovaCellsInput | null;
  error: WizardError | null;
}

export type AnovaMultiEvent = { type: 'LOAD'; factors: string[]; dependents: string[] };

/**
 * The factorial setting's own request (`anova/multi`, with its own busy flag): LOAD clears
 * `MSErr` and `preResult` and asks again; a failure keeps nothing and says why.
 */
export const anovaMultiMachine = setup({
  types: {} as { context: AnovaMultiContext; events: AnovaMultiEvent },
  actors: {
    loadCells: fromPromise<AnovaCellStructure, AnovaCellsInput>(async () => {
      throw new Error('loadCells not provided: inject it with machine.provide({ actors })');
    }),
  },
}).createMachine({
  id: 'anovaMulti',
  context: { MSErr: null, preResult: null, request: null, error: null },
  initial: 'idle',
  on: {
    LOAD: {
      target: '.loading',
      actions: assign(({ event }) => ({
        MSErr: null,
        preResult: null,
        error: null,
        request: { factors: event.factors, dependents: event.dependents },
      })),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'loadCells',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            MSErr: event.output.MSErr,
            preResult: event.output.preResult,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toWizardError(event.error) })),
        },
      },
    },
    ready: {},
    failed: {},
  },
});

export type AnovaMultiMachine = typeof anovaMultiMachine;
export type AnovaMultiActorRef = ActorRefFrom<AnovaMultiMachine>;
export type AnovaMultiSnapshot = SnapshotFrom<AnovaMultiMachine>;
