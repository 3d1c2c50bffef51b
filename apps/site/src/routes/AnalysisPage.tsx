import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import {
  AnalysisWizard,
  wizardStepOf,
  wizardSteps,
  type AnyAnalysisDefinition,
  type WizardStep,
} from '@tonggye/analysis-forms';
import { Container } from '@tonggye/ui';
import { createAnalysisWizard } from '../app/api';

const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
const SAMPLE_FILE = 'sample-survey.csv';

/** The bundled sample survey (public/samples), offered on every analysis's intro step. */
async function loadSampleFile(): Promise<File> {
  const response = await fetch(`/samples/${SAMPLE_FILE}`);
  if (!response.ok) throw new Error(`sample file answered ${response.status}`);
  return new File([await response.blob()], SAMPLE_FILE, { type: 'text/csv' });
}

function isStep(value: string | undefined): value is WizardStep {
  return wizardSteps.includes(value as WizardStep);
}

/**
 * One analysis on the site: `{path}` is the intro, `{path}/{step}?dataset=uuid` the other steps.
 * The machine owns navigation; this page only mirrors its step into the URL and feeds the
 * back button's URL changes back to it, so reload and back work.
 */
export function AnalysisPage({
  definition,
  step,
}: {
  definition: AnyAnalysisDefinition;
  step?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const datasetFromUrl = new URLSearchParams(search).get('dataset');
  const urlStep: WizardStep = isStep(step) ? step : 'intro';
  const machine = useMemo(() => createAnalysisWizard(definition), [definition]);
  const actorRef = useActorRef(machine, {
    input: { initialStep: urlStep, datasetUuid: datasetFromUrl },
  });
  const machineStep = useSelector(actorRef, (snapshot) => wizardStepOf(snapshot));
  const datasetUuid = useSelector(actorRef, (snapshot) => snapshot.context.datasetUuid);

  // Machine → URL.
  useEffect(() => {
    const target =
      machineStep === 'intro'
        ? definition.path
        : `${definition.path}/${machineStep}${datasetUuid ? `?dataset=${encodeURIComponent(datasetUuid)}` : ''}`;
    const current = `${window.location.pathname}${window.location.search}`;
    if (current !== target) navigate(target);
    // The URL follows the machine, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machineStep, datasetUuid, definition.path]);

  // URL → machine (back and forward buttons).
  useEffect(() => {
    if (urlStep !== wizardStepOf(actorRef.getSnapshot()))
      actorRef.send({ type: 'GO_TO', step: urlStep });
  }, [urlStep, actorRef]);

  return (
    <Container>
      <AnalysisWizard
        actorRef={actorRef}
        definition={definition}
        maxUploadBytes={UPLOAD_LIMIT_BYTES}
        sample={{ title: t('intro.sampleTitle', { ns: 'analysis' }), load: loadSampleFile }}
      />
    </Container>
  );
}
