import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lazyAnalysis } from '../../definitions/lazy';
import { uploadedDatasets } from '../../fixtures/descriptive';
import { analysisFormsResources } from '../../i18n';
import { I18nProvider } from '../../i18n/react';
import { createI18n, type Catalogue } from '../../i18n/runtime';
import { createWizardMachine } from '../../machines/wizard';
import type { DatasetListItem } from '../../types';
import { AnalysisWizardIntro } from './WizardIntro';

/**
 * An analysis page first shows its upload step: it must ask only for the upload step's words,
 * so the analyses' catalogue is not part of the page's first download.
 */
describe('the upload step', () => {
  const start = (language: 'ko' | 'en') => {
    const asked: string[] = [];
    const i18n = createI18n({
      lng: language,
      fallbackLng: 'ko',
      defaultNS: 'site',
      load: async (lng, namespace) => {
        asked.push(`${lng}|${namespace}`);
        const byNamespace: Record<string, Catalogue> =
          analysisFormsResources[lng === 'en' ? 'en' : 'ko'];
        const catalogue = byNamespace[namespace];
        if (!catalogue) throw new Error(`no catalogue for ${namespace}`);
        return catalogue;
      },
    });
    const analysis = lazyAnalysis('factor');
    const machine = createWizardMachine(analysis).provide({
      actors: {
        listDatasets: fromPromise<DatasetListItem[], void>(async () => uploadedDatasets),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    render(
      <I18nProvider i18n={i18n}>
        <AnalysisWizardIntro actorRef={actor} definition={analysis} />
      </I18nProvider>,
    );
    return asked;
  };

  it("loads only its own words, not the analyses' catalogue, and shows the analysis's note", async () => {
    const asked = start('ko');
    expect(await screen.findByRole('heading', { level: 2, name: '데이터 올리기' })).toBeTruthy();
    expect(screen.getByText(/요인분석에도 결과 해석 단계가 있습니다/)).toBeTruthy();
    // The frame's stepper and the earlier uploads, in the same words.
    expect(screen.getByRole('navigation', { name: '분석 단계' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '이전에 올린 데이터' })).toBeTruthy();
    expect(asked.filter((id) => !id.endsWith('|site'))).toEqual(['ko|wizardIntro']);
  });

  it('does so in English too', async () => {
    const asked = start('en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Upload data' })).toBeTruthy();
    expect(screen.getByText(/Factor analysis has an interpretation step too/)).toBeTruthy();
    expect(asked.filter((id) => !id.endsWith('|site'))).toEqual([
      'en|wizardIntro',
      'ko|wizardIntro',
    ]);
  });
});
