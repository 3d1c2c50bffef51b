import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import {
  descriptiveResultFixture,
  surveyDataset,
  uploadedDatasets,
} from '../../fixtures/descriptive';
import {
  createWizardMachine,
  type LoadAnalysisInput,
  type StoredAnalysis,
} from '../../machines/wizard';
import type { AnalysisResult, DatasetListItem } from '../../types';
import { renderWithI18n } from '../test-utils';
import { AnalysisWizard } from './AnalysisWizard';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;
const notFound = {
  code: 'ANALYSIS_NOT_FOUND',
  message: '분석 기록을 찾을 수 없습니다. 삭제되었거나 접근 권한이 없습니다.',
  messageEn: 'The analysis record was not found; it was removed or is not yours.',
};
const stored: StoredAnalysis = {
  analysisId: 'stored-7',
  dataset: surveyDataset,
  request: definition.toRequest(definition.optionsSchema.parse({ variables: ['나이', '만족도'] })),
  result: descriptiveResultFixture as unknown as AnalysisResult,
};

function renderReopening(load: () => Promise<StoredAnalysis>) {
  const machine = createWizardMachine(definition).provide({
    actors: {
      listDatasets: fromPromise<DatasetListItem[], void>(async () => uploadedDatasets),
      loadAnalysis: fromPromise<StoredAnalysis, LoadAnalysisInput>(load),
    },
  });
  const actor = createActor(machine, {
    input: { initialStep: 'analysis', datasetUuid: surveyDataset.uuid, analysisId: 'stored-7' },
  }).start();
  renderWithI18n(<AnalysisWizard actorRef={actor} definition={definition} />);
  return actor;
}

describe('AnalysisWizard reopening a stored analysis', () => {
  it('shows the stored result, and the setting form filled from its request', async () => {
    const user = userEvent.setup();
    renderReopening(async () => stored);
    expect(await screen.findByRole('table', { name: /^기술통계/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '결과 해석 보기' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '설정 바꾸기' }));
    // Both stored variables sit in the analysis variables target (each has its remove button).
    expect(await screen.findByRole('button', { name: /나이 빼기$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /만족도.* 빼기$/ })).toBeTruthy();
  });

  it("shows the server's error with a retry and a way back to the intro", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const actor = renderReopening(async () => {
      attempts += 1;
      if (attempts === 1) throw notFound;
      return stored;
    });
    expect(await screen.findByText(notFound.message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: /^기술통계/ })).toBeTruthy();
    expect(screen.queryByText(notFound.message)).toBeNull();
    actor.stop();

    attempts = 0;
    renderReopening(async () => {
      throw notFound;
    });
    expect(await screen.findAllByText(notFound.message)).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: '이전 단계' }).at(-1)!);
    expect(await screen.findByRole('heading', { level: 2, name: '데이터 올리기' })).toBeTruthy();
  });
});
