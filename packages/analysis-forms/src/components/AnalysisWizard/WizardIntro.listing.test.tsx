import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { lazyAnalysis } from '../../definitions/lazy';
import { uploadedDatasets } from '../../fixtures/descriptive';
import { createWizardMachine } from '../../machines/wizard';
import type { DatasetListItem } from '../../types';
import { renderWithI18n } from '../test-utils';
import { AnalysisWizardIntro } from './WizardIntro';

/**
 * The upload step before the visitor's list of uploads has come (as an analysis page opens,
 * prerendered by the site's build): the form is there to use, not covered by the overlay, and
 * the list's section keeps its room, busy. A list already shown is covered while it reloads.
 */
describe('the upload step while the earlier uploads are listed', () => {
  const start = (answers: Promise<DatasetListItem[]>[]) => {
    const machine = createWizardMachine(lazyAnalysis('t/independent')).provide({
      actors: {
        listDatasets: fromPromise<DatasetListItem[], void>(
          () => answers.shift() ?? Promise.resolve([]),
        ),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    renderWithI18n(
      <AnalysisWizardIntro actorRef={actor} definition={lazyAnalysis('t/independent')} />,
    );
    return actor;
  };
  const overlay = () => screen.getByTestId('loading-overlay');

  it('leaves the form uncovered the first time, with the section busy in its place', async () => {
    let answer: (items: DatasetListItem[]) => void = () => undefined;
    const actor = start([new Promise((resolve) => (answer = resolve))]);
    expect(await screen.findByRole('heading', { level: 2, name: '데이터 올리기' })).toBeTruthy();
    expect(overlay().dataset.visible).toBe('false');
    const section = screen.getByRole('region', { name: '이전에 올린 데이터' });
    expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => {
      answer([]);
      await waitFor(actor, (snapshot) => snapshot.matches({ intro: 'idle' }));
    });
    expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText('아직 올린 데이터가 없습니다.')).toBeTruthy();
  });

  it('covers a list already shown while it is asked for again', async () => {
    let answer: (items: DatasetListItem[]) => void = () => undefined;
    const actor = start([
      Promise.resolve(uploadedDatasets),
      new Promise((resolve) => (answer = resolve)),
    ]);
    await act(async () => {
      await waitFor(actor, (snapshot) => snapshot.matches({ intro: 'idle' }));
    });
    expect(overlay().dataset.visible).toBe('false');
    act(() => actor.send({ type: 'RETRY' }));
    expect(overlay().dataset.visible).toBe('true');
    expect(await screen.findByRole('button', { name: '고객 만족도 조사 열기' })).toBeTruthy();
    await act(async () => {
      answer(uploadedDatasets);
      await waitFor(actor, (snapshot) => snapshot.matches({ intro: 'idle' }));
    });
    expect(overlay().dataset.visible).toBe('false');
  });
});
