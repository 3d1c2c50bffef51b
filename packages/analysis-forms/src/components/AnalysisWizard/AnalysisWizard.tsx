import { Alert, Button, Inline, Stack } from '@tonggye/ui';
import { useSelector } from '@xstate/react';
import type { AnalysisHandOver, AnyAnalysisDefinition } from '../../definitions/types';
import {
  wizardStepOf,
  type WizardActorRef,
  type WizardEvent,
  type WizardSnapshot,
} from '../../machines/wizard';
import { DataStep, caseSelectionOf } from '../DataStep';
import { DatasetInUse } from '../DatasetInUse';
import type { PrepPreview } from '../DataStep/PrepForms';
import type { PrepStep } from '../DataStep/prepSteps';
import { InterpretationStep } from '../InterpretationStep';
import { ResultView } from '../ResultView';
import { SettingForm } from '../SettingForm';
import { AnovaCellsContext } from '../SettingForm/AnovaModelField';
import type { AnovaCellStructure, AnovaCellsInput } from '../../machines/anovaMulti';
import type { DatasetDetail } from '../../types';
import { useAnalysisTranslation, useErrorText } from '../localize';
import { WizardFrame, wizardFrameBusy, WizardIntroBody, type SampleDataset } from './WizardIntro';

export type { SampleDataset };

/** Receives a hand-over to another analysis, with the dataset it continues on. */
export type HandOverListener = (handOver: AnalysisHandOver & { datasetUuid: string }) => void;

/** `anova/multi` for the factorial setting step, on the dataset being set up. */
export type AnovaCellsListener = (
  input: AnovaCellsInput & { dataset: DatasetDetail },
) => Promise<AnovaCellStructure>;

/** `/dataset/update` of one variable's value labels, then the dataset as the server has it. */
export type ValueLabelsListener = (input: {
  dataset: DatasetDetail;
  name: string;
  valueLabels: Record<string, string>;
}) => Promise<DatasetDetail>;

/**
 * Data preparation on the server: store the dataset's whole transform list (answering the
 * dataset on its new version), or preview a list without storing it.
 */
export interface DataPrepListener {
  apply(input: { dataset: DatasetDetail; transforms: PrepStep[] }): Promise<DatasetDetail>;
  preview(input: { dataset: DatasetDetail; transforms: PrepStep[] }): Promise<PrepPreview>;
}

export type AnalysisWizardProps = {
  definition: AnyAnalysisDefinition;
  maxUploadBytes?: number;
  sample?: SampleDataset;
  /** Opens another analysis on the same dataset (factor groups → reliability). */
  onHandOver?: HandOverListener;
  /** The cell structure of a factorial ANOVA before it runs (`anova/multi`). */
  loadAnovaCells?: AnovaCellsListener;
  /** Stores a variable's value labels (`/dataset/update`) and answers the dataset as stored. */
  saveValueLabels?: ValueLabelsListener;
  /** Transforms of the dataset (`/dataset/transforms`, `/dataset/transforms/preview`). */
  prepareData?: DataPrepListener;
} & ({ actorRef: WizardActorRef } | { snapshot: WizardSnapshot; send(event: WizardEvent): void });

/** Factor groups in the setting's values (factor analysis), offered as scales to score. */
function factorGroupsOf(values: unknown): {
  factorGroups?: { name: string; variables: string[] }[];
} {
  const groups = (values as { factorGroups?: unknown } | null | undefined)?.factorGroups;
  if (!Array.isArray(groups)) return {};
  const valid = groups.filter(
    (g): g is { name: string; variables: string[] } =>
      typeof g === 'object' &&
      g !== null &&
      typeof (g as { name?: unknown }).name === 'string' &&
      Array.isArray((g as { variables?: unknown }).variables),
  );
  return valid.length > 0 ? { factorGroups: valid } : {};
}

/** The stepper and the current step of one analysis, driven by a wizard actor or a snapshot. */
export function AnalysisWizard(props: AnalysisWizardProps) {
  if ('actorRef' in props) {
    const { actorRef, ...rest } = props;
    return <ConnectedWizard actorRef={actorRef} {...rest} />;
  }
  return <WizardView {...props} />;
}

function ConnectedWizard({
  actorRef,
  ...rest
}: {
  actorRef: WizardActorRef;
  definition: AnyAnalysisDefinition;
  maxUploadBytes?: number;
  sample?: SampleDataset;
  onHandOver?: HandOverListener;
  loadAnovaCells?: AnovaCellsListener;
  saveValueLabels?: ValueLabelsListener;
  prepareData?: DataPrepListener;
}) {
  const snapshot = useSelector(actorRef, (state) => state);
  return <WizardView {...rest} snapshot={snapshot} send={actorRef.send} />;
}

function WizardView({
  definition,
  snapshot,
  send,
  maxUploadBytes,
  sample,
  onHandOver,
  loadAnovaCells,
  saveValueLabels,
  prepareData,
}: {
  definition: AnyAnalysisDefinition;
  snapshot: WizardSnapshot;
  send(event: WizardEvent): void;
  maxUploadBytes?: number;
  sample?: SampleDataset;
  onHandOver?: HandOverListener;
  loadAnovaCells?: AnovaCellsListener;
  saveValueLabels?: ValueLabelsListener;
  prepareData?: DataPrepListener;
}) {
  const { t } = useAnalysisTranslation();
  const errorText = useErrorText();
  const step = wizardStepOf(snapshot);
  const busy = wizardFrameBusy(snapshot);
  const { context } = snapshot;

  let body: React.ReactNode = null;
  switch (step) {
    case 'intro':
      body = (
        <WizardIntroBody
          definition={definition}
          snapshot={snapshot}
          send={send}
          maxUploadBytes={maxUploadBytes}
          sample={sample}
        />
      );
      break;
    case 'setting':
      // The data step is the setting step's first panel, so the URL keeps the spec's four steps.
      body = context.dataset ? (
        <Stack gap="xlarge">
          <DatasetInUse
            dataset={context.dataset}
            onChoose={() => send({ type: 'CHOOSE_DATASET' })}
          />
          <DataStep
            dataset={context.dataset}
            onTypeChange={(name, variableType) =>
              send({ type: 'SET_VARIABLE_TYPE', name, variableType })
            }
            {...(saveValueLabels
              ? {
                  onValueLabelsChange: async (
                    name: string,
                    valueLabels: Record<string, string>,
                  ) => {
                    const dataset = await saveValueLabels({
                      dataset: context.dataset!,
                      name,
                      valueLabels,
                    });
                    send({ type: 'DATASET_UPDATED', dataset });
                  },
                }
              : {})}
            {...(prepareData
              ? {
                  prep: {
                    // The answer carries the new variables, so the setting form lists them.
                    apply: async (transforms: PrepStep[]) => {
                      const dataset = await prepareData.apply({
                        dataset: context.dataset!,
                        transforms,
                      });
                      send({ type: 'DATASET_UPDATED', dataset });
                    },
                    preview: (transforms: PrepStep[]) =>
                      prepareData.preview({ dataset: context.dataset!, transforms }),
                  },
                }
              : {})}
            {...factorGroupsOf(context.values)}
          />
          <AnovaCellsContext.Provider
            value={
              loadAnovaCells
                ? (input) => loadAnovaCells({ ...input, dataset: context.dataset! })
                : null
            }
          >
            <SettingForm
              // A new dataset starts a fresh form.
              key={context.dataset.uuid}
              definition={definition}
              dataset={context.dataset}
              initialValues={context.values}
              error={context.error}
              onSubmit={(values) => send({ type: 'SUBMIT', values })}
              onBack={() => send({ type: 'BACK' })}
              cases={caseSelectionOf(context.dataset)}
            />
          </AnovaCellsContext.Provider>
        </Stack>
      ) : null;
      break;
    case 'analysis':
      // A run that failed, or a stored analysis that could not be reopened (RETRY, BACK).
      if (
        snapshot.matches({ analysis: 'failed' }) ||
        snapshot.matches({ analysis: 'reopenFailed' })
      ) {
        body = (
          <Stack gap="medium">
            <Alert tone="critical" title={t('wizard.errorTitle')}>
              {errorText(context.error)}
            </Alert>
            <Inline gap="small" justify="flex-end">
              <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
                {t('wizard.back')}
              </Button>
              <Button variant="primary" onClick={() => send({ type: 'RETRY' })}>
                {t('wizard.retry')}
              </Button>
            </Inline>
          </Stack>
        );
      } else if (context.result) {
        body = (
          <ResultView
            definition={definition}
            result={context.result}
            syntax={context.syntax ?? null}
            cases={caseSelectionOf(context.dataset)}
            values={context.values}
            interpretation={context.interpretation}
            onEdit={() => send({ type: 'BACK' })}
            onInterpret={() => send({ type: 'INTERPRET' })}
            {...(onHandOver && context.datasetUuid
              ? {
                  onHandOver: (handOver: AnalysisHandOver) =>
                    onHandOver({ ...handOver, datasetUuid: context.datasetUuid! }),
                }
              : {})}
          />
        );
      }
      break;
    case 'interpretation':
      body = snapshot.matches({ interpretation: 'loading' }) ? null : (
        <InterpretationStep
          interpretation={context.interpretation}
          error={snapshot.matches({ interpretation: 'failed' }) ? context.error : null}
          onBack={() => send({ type: 'BACK' })}
          onRetry={() => send({ type: 'RETRY' })}
        />
      );
      break;
    default:
      step satisfies never;
  }

  return (
    <WizardFrame definition={definition} step={step} busy={busy}>
      {body}
    </WizardFrame>
  );
}
