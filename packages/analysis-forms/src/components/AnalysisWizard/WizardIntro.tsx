import { LoadingOverlay, Stack, Stepper } from '@tonggye/ui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { WizardIntroAnalysis } from '../../definitions/lazy';
import {
  wizardBusyWith,
  wizardStepOf,
  type WizardActorRef,
  type WizardBusy,
  type WizardEvent,
  type WizardSnapshot,
  type WizardStep,
} from '../../machines/wizard';
import { shownWizardSteps, wizardDisplayStep } from '../../machines/displayStep';
import { IntroStep } from '../IntroStep';
import { useWizardIntroTranslation } from '../localize';

export type { WizardIntroAnalysis };

export interface SampleDataset {
  /** Title given to the visitor's copy; the catalogue's "sample survey data" when absent. */
  title?: string;
  /** Fetches the bundled sample file (the site knows where it lives). */
  load(): Promise<File>;
}

/**
 * What the frame's overlay shows the wizard busy with: the first listing of the visitor's
 * uploads is shown by their own section (`IntroStep`'s `listing`), not over the upload form,
 * which the visitor can already fill in meanwhile.
 */
export function wizardFrameBusy(snapshot: WizardSnapshot): WizardBusy | null {
  const busy = wizardBusyWith(snapshot);
  return busy === 'datasets' && snapshot.context.datasets.length === 0 ? null : busy;
}

/** The stepper above the current step, and the overlay while one of the wizard's calls runs. */
export function WizardFrame({
  definition,
  step,
  busy,
  children,
}: {
  definition: WizardIntroAnalysis;
  step: WizardStep;
  busy: WizardBusy | null;
  children: ReactNode;
}) {
  const { t } = useWizardIntroTranslation();
  return (
    <Stack gap="xlarge">
      <Stepper
        ariaLabel={t('wizard.stepperLabel')}
        completeLabel={t('wizard.stepComplete')}
        steps={shownWizardSteps(definition).map((id) => ({ id, label: t(`wizard.steps.${id}`) }))}
        current={wizardDisplayStep(definition, step)}
      />
      {children}
      <LoadingOverlay
        visible={busy !== null && busy !== 'uploading'}
        label={busy ? t(`wizard.loading.${busy}`) : ''}
      />
    </Stack>
  );
}

/** Step 1: the upload form and the earlier uploads, wired to the wizard's events. */
export function WizardIntroBody({
  definition,
  snapshot,
  send,
  maxUploadBytes,
  sample,
}: {
  definition: WizardIntroAnalysis;
  snapshot: WizardSnapshot;
  send(event: WizardEvent): void;
  maxUploadBytes?: number;
  sample?: SampleDataset;
}) {
  const { t } = useWizardIntroTranslation();
  const { context } = snapshot;
  return (
    <IntroStep
      datasets={context.datasets}
      uploading={wizardBusyWith(snapshot) === 'uploading'}
      listing={wizardBusyWith(snapshot) === 'datasets'}
      error={context.error}
      onUpload={(upload) => send({ type: 'UPLOAD', ...upload })}
      onOpen={(uuid) => send({ type: 'OPEN_DATASET', uuid })}
      onRemove={(uuid) => send({ type: 'REMOVE_DATASET', uuid })}
      {...(definition.introNoteKey ? { note: t(definition.introNoteKey) } : {})}
      {...(maxUploadBytes !== undefined ? { maxBytes: maxUploadBytes } : {})}
      {...(sample
        ? {
            // The sample goes through the same upload as any file the visitor picks.
            onUseSample: () => {
              sample
                .load()
                .then((file) =>
                  send({
                    type: 'UPLOAD',
                    file,
                    // Read when clicked: the catalogue is loaded by then, whatever the page knew.
                    title: sample.title ?? t('intro.sampleTitle'),
                    firstRowAsNames: true,
                    encoding: 'auto',
                  }),
                )
                .catch((error: unknown) => console.error('sample dataset unavailable', error));
            },
          }
        : {})}
    />
  );
}

/**
 * The wizard on its upload step, driven by the wizard's actor: what a page shows before the
 * visitor has a dataset, without the code of the later steps (`AnalysisWizard` has them all).
 */
export function AnalysisWizardIntro({
  actorRef,
  definition,
  maxUploadBytes,
  sample,
}: {
  actorRef: WizardActorRef;
  definition: WizardIntroAnalysis;
  maxUploadBytes?: number;
  sample?: SampleDataset;
}) {
  const snapshot = useSelector(actorRef, (state) => state);
  return (
    <WizardFrame
      definition={definition}
      step={wizardStepOf(snapshot)}
      busy={wizardFrameBusy(snapshot)}
    >
      <WizardIntroBody
        definition={definition}
        snapshot={snapshot}
        send={actorRef.send}
        maxUploadBytes={maxUploadBytes}
        sample={sample}
      />
    </WizardFrame>
  );
}
