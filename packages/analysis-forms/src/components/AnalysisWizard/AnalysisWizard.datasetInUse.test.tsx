import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyDataset, uploadedDatasets } from '../../fixtures/descriptive';
import { createWizardMachine } from '../../machines/wizard';
import type { DatasetDetail, DatasetListItem } from '../../types';
import { renderWithI18n } from '../test-utils';
import { AnalysisWizard } from './AnalysisWizard';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;

/** A wizard opened on a dataset chosen before (the site passes the working dataset's uuid). */
function renderReusing(language: 'ko' | 'en' = 'ko') {
  let listed = 0;
  const machine = createWizardMachine(definition).provide({
    actors: {
      listDatasets: fromPromise<DatasetListItem[], void>(async () => {
        listed += 1;
        return uploadedDatasets;
      }),
      loadDataset: fromPromise<DatasetDetail, { uuid: string }>(async () => surveyDataset),
    },
  });
  const actor = createActor(machine, {
    input: { initialStep: 'setting', datasetUuid: surveyDataset.uuid },
  }).start();
  renderWithI18n(<AnalysisWizard actorRef={actor} definition={definition} />, language);
  return { actor, listed: () => listed };
}

describe('AnalysisWizard on a dataset reused from an earlier analysis', () => {
  it('names the file in use with its size, and "다른 파일 선택" returns to the upload step', async () => {
    const user = userEvent.setup();
    const { actor, listed } = renderReusing();
    const inUse = await screen.findByRole('region', { name: '사용 중인 파일' });
    expect(inUse.textContent).toContain('고객 만족도 조사 (고객만족도_2025.csv)');
    expect(inUse.textContent).toContain(
      `${surveyDataset.rowCount}행 × ${surveyDataset.columns.length}열`,
    );
    expect(listed()).toBe(0);

    await user.click(within(inUse).getByRole('button', { name: '다른 파일 선택' }));
    // The upload step with the list fetched again, where another file can be uploaded or opened.
    expect(await screen.findByRole('heading', { name: '데이터 올리기', level: 2 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '고객 만족도 조사 열기' })).toBeTruthy();
    expect(listed()).toBe(1);
    expect(actor.getSnapshot().matches({ intro: 'idle' })).toBe(true);
    expect(screen.queryByRole('region', { name: '사용 중인 파일' })).toBeNull();
  });

  it('says the same in English', async () => {
    renderReusing('en');
    const inUse = await screen.findByRole('region', { name: 'File in use' });
    expect(inUse.textContent).toContain(
      `${surveyDataset.rowCount} rows × ${surveyDataset.columns.length} columns`,
    );
    expect(within(inUse).getByRole('button', { name: 'Choose another file' })).toBeTruthy();
  });
});
