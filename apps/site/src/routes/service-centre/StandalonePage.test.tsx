import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '@tonggye/analysis-forms';
import { ApiError } from '@tonggye/api';
import type * as Api from '@tonggye/api';
import { createSiteI18n } from '../../i18n';
import { UiStateProvider } from '../../app/UiStateContext';
import { StandalonePage } from './StandalonePage';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

// The server's answer for an id it has no page of, as the API client reads it.
vi.mock('@tonggye/api', async (original) => {
  const api = await original<typeof Api>();
  return {
    ...api,
    getStandaloneContent: vi.fn(async () => {
      throw new api.ApiError({
        status: 404,
        code: 'CONTENT_NOT_FOUND',
        message:
          '요청한 콘텐츠를 찾을 수 없습니다 (page nope). 삭제되었거나 아직 게시되지 않았습니다.',
        messageEn: 'The requested content was not found (page nope).',
      });
    }),
  };
});

describe('StandalonePage', () => {
  it('shows an unknown page as not found, without the server’s internal name of it', async () => {
    expect(ApiError).toBeDefined();
    const memory = memoryLocation({ path: '/standalone/nope' });
    render(
      <I18nProvider i18n={createSiteI18n('ko')}>
        <Router hook={memory.hook}>
          <UiStateProvider>
            <StandalonePage id="nope" />
          </UiStateProvider>
        </Router>
      </I18nProvider>,
    );
    expect(await screen.findByText('페이지를 찾을 수 없습니다')).toBeTruthy();
    expect(screen.queryByText(/page nope/)).toBeNull();
    expect(screen.queryByRole('button', { name: /다시/ })).toBeNull();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });
});
