import type { AnyAnalysisDefinition } from '@tonggye/analysis-forms';
import {
  AnalysisWizard,
  type AnovaCellsListener,
  type DataPrepListener,
  type HandOverListener,
  type ValueLabelsListener,
} from '@tonggye/analysis-forms/wizard';
import {
  findServiceEntryById,
  type SampleDataset,
  type WizardActorRef,
} from '@tonggye/analysis-forms/wizard-intro';
import { useLocation } from 'wouter';
import { apiClient } from '../app/api';
import { FACTOR_GROUPS_PARAM, type HandOverState } from './analysisHandOver';

/** The server calls of the steps after the upload, with their answers' zod: fetched when first made. */
const calls = () => import('../app/analysisCalls');

/** The factorial setting's cell structure (`anova/multi`) on the dataset being set up. */
const loadAnovaCells: AnovaCellsListener = async ({ dataset, factors, dependents }) =>
  (await calls()).getAnovaMulti(apiClient, {
    uuid: dataset.uuid,
    fileName: dataset.fileName,
    account: apiClient.session.getEmail() ?? apiClient.session.getCredential() ?? '',
    userUuid: apiClient.session.getCredential() ?? '',
    factors,
    dependents,
  });

/** A variable's value labels stored with the dataset (`/dataset/update`), then read back. */
const saveValueLabels: ValueLabelsListener = async ({ dataset, name, valueLabels }) => {
  const { getDataset, updateDataset } = await calls();
  await updateDataset(apiClient, {
    uuid: dataset.uuid,
    variables: [{ name, valueLabels: Object.keys(valueLabels).length > 0 ? valueLabels : null }],
  });
  return getDataset(apiClient, dataset.uuid);
};

/**
 * Data preparation: the whole transform list is stored (undo and reorder send the changed
 * list) and the dataset comes back on its new version; a preview stores nothing.
 */
const prepareData: DataPrepListener = {
  apply: async ({ dataset, transforms }) =>
    (await calls()).applyDatasetTransforms(apiClient, { uuid: dataset.uuid, transforms }),
  preview: async ({ dataset, transforms }) =>
    (await calls()).previewDatasetTransforms(apiClient, {
      uuid: dataset.uuid,
      transforms,
      rows: 10,
    }),
};

/**
 * The wizard's steps after the upload, with the site's listeners for them: in the chunk the
 * analysis page loads at the visitor's first touch, so the upload step's download has neither.
 */
export function AnalysisWizardSteps(props: {
  actorRef: WizardActorRef;
  definition: AnyAnalysisDefinition;
  maxUploadBytes: number;
  sample: SampleDataset;
}) {
  const [, navigate] = useLocation();
  // Factor groups → reliability: the groups are stored on the server (`factor/factorGroups`)
  // and the reliability setting reads them back (`reliability/redirection`), so reload, links
  // and the history keep them; the history entry also carries them should storing fail.
  const handOver: HandOverListener = ({ to, values, datasetUuid: uuid }) => {
    const target = findServiceEntryById(to);
    if (target?.kind !== 'analysis') return;
    const state: HandOverState = { handOver: { to, datasetUuid: uuid, values } };
    const setting = `${target.path}/setting?dataset=${encodeURIComponent(uuid)}`;
    const groups = values.factorGroups;
    if (!Array.isArray(groups)) {
      navigate(setting, { state });
      return;
    }
    calls()
      .then(({ saveFactorGroups }) =>
        saveFactorGroups(apiClient, {
          dataUuid: uuid,
          factorGroups: groups as { name: string; variables: string[] }[],
        }),
      )
      .then(() => navigate(`${setting}&${FACTOR_GROUPS_PARAM}=1`, { state }))
      .catch((error: unknown) => {
        console.error('factor/factorGroups failed', error);
        navigate(setting, { state });
      });
  };
  return (
    <AnalysisWizard
      {...props}
      onHandOver={handOver}
      {...(props.definition.id === 'anova' ? { loadAnovaCells } : {})}
      saveValueLabels={saveValueLabels}
      prepareData={prepareData}
    />
  );
}
