import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { factorDefinition } from '../../definitions/factor';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { uploadedDatasets } from '../../fixtures/descriptive';
import { createWizardMachine } from '../../machines/wizard';
import type { DatasetListItem } from '../../types';
import { renderWithI18n } from '../test-utils';
import { AnalysisWizard } from './AnalysisWizard';

/**
 * The spec gives factor analysis no interpretation page; the service keeps one (the written
 * report of the factors found). The intro page says so, in both languages.
 */
describe('factor analysis intro', () => {
  const definition = factorDefinition as unknown as AnyAnalysisDefinition;
  const start = (language: 'ko' | 'en') => {
    const machine = createWizardMachine(definition).provide({
      actors: {
        listDatasets: fromPromise<DatasetListItem[], void>(async () => uploadedDatasets),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    renderWithI18n(<AnalysisWizard actorRef={actor} definition={definition} />, language);
    return actor;
  };

  it('shows four steps and tells why the fourth, the interpretation, is there', async () => {
    start('ko');
    expect(await screen.findByRole('heading', { level: 2, name: '데이터 올리기' })).toBeTruthy();
    expect(screen.getByText('결과 해석')).toBeTruthy();
    expect(screen.getByText(/요인분석에도 결과 해석 단계가 있습니다/)).toBeTruthy();
  });

  it('says it in English too', async () => {
    start('en');
    expect(await screen.findByText(/Factor analysis has an interpretation step too/)).toBeTruthy();
  });
});
