import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useTranslation } from '@tonggye/analysis-forms';
import {
  AnalysisWizardIntro,
  wizardDisplayStep,
  wizardStepOf,
  wizardSteps,
  type LazyAnalysis,
  type WizardIntroAnalysis,
  type WizardStep,
} from '@tonggye/analysis-forms/wizard-intro';
import { Container, Spinner } from '@tonggye/ui';
import { apiClient, createAnalysisWizard } from '../app/api';
import { useServiceMemory } from '../app/serviceMemory';
import { FACTOR_GROUPS_PARAM, handedOverValues } from './analysisHandOver';

/**
 * The wizard's later steps (setting, result, interpretation) and the site's listeners for them
 * in a chunk of their own: the page first shows the upload step, which needs none of them.
 */
const loadWizardSteps = () => import('./AnalysisWizardSteps');
const AnalysisWizardSteps = lazy(() =>
  loadWizardSteps().then((m) => ({ default: m.AnalysisWizardSteps })),
);

/** What counts as the visitor's first touch of the page: the later steps are fetched then. */
const firstTouch = ['pointerdown', 'keydown', 'focusin'] as const;

/** An analysis of this page: its upload step's facts, its definition fetched when needed. */
type PageAnalysis = LazyAnalysis & WizardIntroAnalysis;

/**
 * The server calls of the steps after the upload, with their answers' zod: fetched when first
 * made, so the upload step's first download has none of them (the upload and the stored factor
 * groups here; the later steps' in AnalysisWizardSteps.tsx).
 */
const calls = () => import('../app/analysisCalls');

const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
const SAMPLE_FILE = 'sample-survey.csv';

/**
 * "Try it with sample data": the wizard uploads what `load` gives, but the sample is already on
 * the server, owned by no one. The wizard gets a stand-in file, and the upload of that very file
 * becomes a server-side copy into the visitor's own datasets (nothing is sent or parsed again).
 */
const sampleStandIns = new WeakSet<File>();
function loadSampleFile(): Promise<File> {
  const standIn = new File([], SAMPLE_FILE, { type: 'text/csv' });
  sampleStandIns.add(standIn);
  return Promise.resolve(standIn);
}

/** The wizard's upload, with the sample's stand-in turned into a copy titled as the wizard asks. */
function withSampleCopy(machine: ReturnType<typeof createAnalysisWizard>) {
  return machine.provide({
    actors: {
      uploadDataset: fromPromise(async ({ input, signal }) => {
        const { copySampleDataset, updateDataset, uploadDataset } = await calls();
        if (!sampleStandIns.has(input.file))
          return uploadDataset(
            apiClient,
            {
              file: input.file,
              title: input.title,
              firstRowAsNames: input.firstRowAsNames,
              encoding: input.encoding,
            },
            { signal },
          );
        const copy = await copySampleDataset(apiClient, { signal });
        return input.title && input.title !== copy.title
          ? updateDataset(apiClient, { uuid: copy.uuid, title: input.title }, { signal })
          : copy;
      }),
    },
  });
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
  analysis,
  path,
  step,
}: {
  analysis: PageAnalysis;
  /** The analysis's address: its intro; `{path}/{step}` the other steps. */
  path: string;
  step?: string;
}) {
  const { t } = useTranslation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const dataset = query.get('dataset');
  const fromGroups = query.get(FACTOR_GROUPS_PARAM) === '1' && dataset !== null;
  // The stored groups, read once before the wizard starts (its starting values are fixed then).
  const [stored, setStored] = useState<{ values: Record<string, unknown> | null } | null>(
    fromGroups ? null : { values: null },
  );
  useEffect(() => {
    if (!fromGroups || stored) return;
    let live = true;
    Promise.all([
      calls().then(({ getReliabilityRedirection }) =>
        getReliabilityRedirection(apiClient, dataset),
      ),
      analysis.load(),
    ])
      .then(([redirection, definition]) => {
        if (!live) return;
        setStored({
          values: {
            ...(definition.defaultValues as Record<string, unknown>),
            factorGroups: redirection.factorGroups.map((group) => ({
              name: group.name,
              variables: [...group.variables],
            })),
          },
        });
      })
      .catch((error: unknown) => {
        // No stored groups (or the call failed): the setting starts from its defaults.
        console.error('reliability/redirection failed', error);
        if (live) setStored({ values: null });
      });
    return () => {
      live = false;
    };
  }, [fromGroups, dataset, analysis, stored]);
  if (!stored)
    return (
      <Container>
        <Spinner label={t('loading')} />
      </Container>
    );
  return (
    <AnalysisWizardPage
      analysis={analysis}
      path={path}
      step={step}
      storedValues={stored.values}
      keepFactorGroups={fromGroups}
    />
  );
}

function AnalysisWizardPage({
  analysis,
  path,
  step,
  storedValues,
  keepFactorGroups,
}: {
  analysis: PageAnalysis;
  path: string;
  step: string | undefined;
  storedValues: Record<string, unknown> | null;
  keepFactorGroups: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language: 'ko' | 'en' = i18n.language === 'en' ? 'en' : 'ko';
  const [, navigate] = useLocation();
  const search = useSearch();
  const datasetFromUrl = new URLSearchParams(search).get('dataset');
  // A stored analysis reopened from the history (`?analysisId=`), kept in the URL for reload.
  const analysisIdFromUrl = new URLSearchParams(search).get('analysisId');
  const urlStep: WizardStep = isStep(step) ? step : 'intro';
  const machine = useMemo(
    () =>
      withSampleCopy(
        createAnalysisWizard(analysis, apiClient, {
          // Read when an interpretation is asked for, so it comes in the language shown.
          language: () => (i18n.language === 'en' ? 'en' : 'ko'),
        }),
      ),
    [analysis, i18n],
  );
  const actorRef = useActorRef(machine, {
    input: {
      initialStep: urlStep,
      datasetUuid: datasetFromUrl,
      analysisId: analysisIdFromUrl,
      initialValues: storedValues ?? handedOverValues(analysis.id, datasetFromUrl),
    },
  });
  // The `service` slice: this analysis and its dataset are remembered; opened at the bare
  // intro, the page chooses the remembered dataset once the visitor's list shows it.
  useServiceMemory(
    actorRef,
    path,
    urlStep === 'intro' && datasetFromUrl === null && analysisIdFromUrl === null,
  );
  // The step the URL shows: an analysis with fewer steps (multiple responses) folds the rest in.
  const machineStep = useSelector(actorRef, (snapshot) =>
    wizardDisplayStep(analysis, wizardStepOf(snapshot)),
  );
  // The definition the wizard fetched for the steps after the upload (null until then).
  const definition = useSelector(actorRef, (snapshot) => snapshot.context.definition ?? null);
  const datasetUuid = useSelector(actorRef, (snapshot) => snapshot.context.datasetUuid);
  // The stored analysis whose result is shown, so a reload reopens it.
  const shownAnalysisId = useSelector(actorRef, (snapshot) => {
    const step = wizardStepOf(snapshot);
    return step === 'analysis' || step === 'interpretation' ? snapshot.context.analysisId : null;
  });

  // Machine → URL.
  useEffect(() => {
    const query = new URLSearchParams();
    if (datasetUuid) query.set('dataset', datasetUuid);
    if (shownAnalysisId) query.set('analysisId', shownAnalysisId);
    // The setting step opened on stored factor groups keeps saying so (reload reads them again).
    if (keepFactorGroups && machineStep === 'setting') query.set(FACTOR_GROUPS_PARAM, '1');
    const queryText = query.toString();
    const target =
      machineStep === 'intro' ? path : `${path}/${machineStep}${queryText ? `?${queryText}` : ''}`;
    const current = `${window.location.pathname}${window.location.search}`;
    // A new step is a new history entry; the same step gaining its ids (a reopened or finished
    // analysis adding `analysisId`) replaces it, so Back leaves the page rather than showing it again.
    const sameStep = window.location.pathname === target.split('?')[0];
    if (current !== target) navigate(target, { replace: sameStep });
    // The URL follows the machine, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machineStep, datasetUuid, shownAnalysisId, path]);

  // A language switch on the interpretation page asks for the text again in that language.
  const interpretedIn = useRef(language);
  useEffect(() => {
    if (interpretedIn.current === language) return;
    interpretedIn.current = language;
    const snapshot = actorRef.getSnapshot();
    if (snapshot.matches({ interpretation: 'ready' })) actorRef.send({ type: 'INTERPRET' });
    else if (snapshot.matches({ interpretation: 'failed' })) actorRef.send({ type: 'RETRY' });
  }, [language, actorRef]);

  // URL → machine (back and forward buttons).
  useEffect(() => {
    if (urlStep !== wizardDisplayStep(analysis, wizardStepOf(actorRef.getSnapshot())))
      actorRef.send({ type: 'GO_TO', step: urlStep });
  }, [urlStep, actorRef, analysis]);

  // On the upload step, the later steps' code and the definition are fetched at the visitor's
  // first touch, so they are usually in by the time a file is uploaded.
  useEffect(() => {
    if (machineStep !== 'intro') return;
    const warmUp = () => {
      for (const type of firstTouch) document.removeEventListener(type, warmUp, true);
      void loadWizardSteps().catch(() => undefined);
      void analysis.load().catch(() => undefined);
    };
    for (const type of firstTouch) document.addEventListener(type, warmUp, true);
    return () => {
      for (const type of firstTouch) document.removeEventListener(type, warmUp, true);
    };
  }, [machineStep, analysis]);

  const waiting = (
    <Container>
      <Spinner label={t('loading')} />
    </Container>
  );
  if (machineStep === 'intro')
    return (
      <Container>
        <AnalysisWizardIntro
          actorRef={actorRef}
          definition={analysis}
          maxUploadBytes={UPLOAD_LIMIT_BYTES}
          sample={{ load: loadSampleFile }}
        />
      </Container>
    );
  if (!definition) return waiting;

  return (
    <Container>
      <Suspense fallback={waiting}>
        <AnalysisWizardSteps
          actorRef={actorRef}
          definition={definition}
          maxUploadBytes={UPLOAD_LIMIT_BYTES}
          sample={{ load: loadSampleFile }}
        />
      </Suspense>
    </Container>
  );
}
