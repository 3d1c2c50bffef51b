import { render, screen } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { analysisDefinitions, I18nProvider } from '@tonggye/analysis-forms';
import { createSiteI18n } from '../i18n';
import { ContinueAnalysis } from './ContinueAnalysis';
import {
  DEVELOPMENT_PERSIST_KEY,
  PERSISTED_STATE_KEY,
  createPersistedState,
  type DiscardLog,
} from './persistedState';
import { loadPersistedCipher } from './persistedCipher';

// The cipher is there, as it is on the site once slices exist (the lazy path has its own tests).
beforeAll(() => loadPersistedCipher());

const log = vi.fn<DiscardLog>();
const persisted = () =>
  createPersistedState({ storage: localStorage, key: DEVELOPMENT_PERSIST_KEY, log });

function renderOffer(language: 'ko' | 'en' = 'ko') {
  const memory = memoryLocation({ path: '/services' });
  return render(
    <I18nProvider i18n={createSiteI18n(language)}>
      <Router hook={memory.hook}>
        <ContinueAnalysis state={persisted()} />
      </Router>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  log.mockClear();
});
afterEach(() => localStorage.clear());

describe("the services root's offer to continue", () => {
  it('names the last analysis and the working dataset, and links to the analysis', () => {
    persisted().write('service', {
      owner: 'guest',
      analysisPath: analysisDefinitions.chi.path,
      dataset: { uuid: 'd-1', name: '성별과 흡연' },
    });
    renderOffer();
    const link = screen.getByRole('link', { name: /이어서 하기$/ });
    expect(link.getAttribute('href')).toBe(analysisDefinitions.chi.path);
    expect(link.textContent).toMatch(/카이/);
    expect(screen.getByText('작업 중인 데이터: 성별과 흡연')).toBeTruthy();
  });

  it('speaks English to an English reader', () => {
    persisted().write('service', {
      owner: 'guest',
      // An analysis the catalogue lists behind the t-test chooser, not on the root.
      analysisPath: analysisDefinitions['t/one'].path,
      dataset: null,
    });
    renderOffer('en');
    expect(screen.getByRole('link', { name: 'Continue with One-Sample T Test' })).toBeTruthy();
    expect(screen.queryByText(/Working dataset/)).toBeNull();
  });

  it('offers nothing without a slice, for an address that is no analysis, or a damaged slice', () => {
    const { container, unmount } = renderOffer();
    expect(container.textContent).toBe('');
    unmount();

    persisted().write('service', { owner: 'guest', analysisPath: '/notice', dataset: null });
    const elsewhere = renderOffer();
    expect(elsewhere.container.textContent).toBe('');
    elsewhere.unmount();

    localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ service: 'U2FsdGVkX1-broken' }));
    const damaged = renderOffer();
    expect(damaged.container.textContent).toBe('');
    expect(log).toHaveBeenCalledWith('decryptionFailed', 'service', expect.anything());
    expect(localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });
});
