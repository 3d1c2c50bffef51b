import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '@tonggye/analysis-forms';
import type * as Api from '@tonggye/api';
import { createSiteI18n } from '../../i18n';
import { UiStateProvider } from '../../app/UiStateContext';
import { AnalysisInfoSection } from './AnalysisInfoSection';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

const asked = vi.hoisted(() => [] as string[]);

// Two stored runs: a crosstab and an independent-samples t test, each with its SPSS syntax.
vi.mock('@tonggye/api', async (original) => {
  const api = await original<typeof Api>();
  const { chiResultFixture } =
    await import('../../../../../packages/analysis-forms/src/fixtures/chi');
  const { tIndependentResultFixture } =
    await import('../../../../../packages/analysis-forms/src/fixtures/tTests');
  const runs = {
    'run-chi': {
      analysis: 'chi',
      createdAt: '2026-11-28T03:00:00.000Z',
      result: chiResultFixture,
      syntax: 'CROSSTABS /TABLES=성별 BY 흡연\n  /STATISTICS=CHISQ PHI.',
    },
    'run-t': {
      analysis: 't/independent',
      createdAt: '2026-11-27T03:00:00.000Z',
      result: tIndependentResultFixture,
      syntax: "T-TEST GROUPS=집단('1' '2')\n  /VARIABLES=사전 사후.",
    },
  };
  return {
    ...api,
    listAnalysisHistory: vi.fn(async () => ({
      items: Object.entries(runs).map(([analysisId, run]) => ({
        analysisId,
        analysis: run.analysis,
        datasetUuid: 'd-1',
        fileName: 'survey.csv',
        createdAt: run.createdAt,
      })),
      totalCount: 2,
      totalPage: 1,
      currentPage: 1,
      pageSize: 10,
    })),
    getAnalysisHistory: vi.fn(async (_client: unknown, analysisId: keyof typeof runs) => {
      asked.push(analysisId);
      const run = runs[analysisId];
      return { analysisId, datasetUuid: 'd-1', request: {}, ...run };
    }),
  };
});

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsArrayBuffer(blob);
    }),
  );
}

describe('the analysis history: several runs into one Word report', () => {
  it('asks for a choice first, then exports the ticked runs, newest first, into one .docx', async () => {
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      value: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:report';
      },
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const memory = memoryLocation({ path: '/my-activity/activity/analysis-info' });
    render(
      <I18nProvider i18n={createSiteI18n('ko')}>
        <Router hook={memory.hook}>
          <UiStateProvider>
            <AnalysisInfoSection />
          </UiStateProvider>
        </Router>
      </I18nProvider>,
    );
    const exportButton = await screen.findByRole('button', { name: 'Word로 내보내기' });
    await user.click(exportButton);
    expect(screen.getByText('보고서에 넣을 분석을 먼저 하나 이상 선택해 주세요.')).toBeTruthy();
    expect(asked).toEqual([]);

    // Ticked oldest first: the report still follows the history's order.
    await user.click(
      screen.getByRole('checkbox', { name: '독립표본 t 검정 (survey.csv) 보고서에 넣기' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: '교차분석(카이제곱 검정) (survey.csv) 보고서에 넣기' }),
    );
    expect(screen.getByText('2개 선택됨')).toBeTruthy();
    await user.click(exportButton);
    await waitFor(() =>
      expect(screen.getByText('선택한 분석을 Word 보고서 한 파일로 내려받았습니다.')).toBeTruthy(),
    );
    expect(asked.sort()).toEqual(['run-chi', 'run-t']);
    expect(blobs).toHaveLength(1);
    const document = strFromU8(unzipSync(await bytesOf(blobs[0]!))['word/document.xml']!);
    const headings = [
      ...document.matchAll(/<w:pStyle w:val="Heading1"\/>[\s\S]*?<w:t[^>]*>([^<]*)<\/w:t>/g),
    ].map((m) => m[1]);
    expect(headings).toEqual(['교차분석(카이제곱 검정)', '독립표본 t 검정', '부록: SPSS 구문']);
    expect(document.match(/<w:tbl>/g)!.length).toBeGreaterThanOrEqual(4);
    expect(document).toContain('survey.csv · ');
    expect(document).toContain('CROSSTABS /TABLES=성별 BY 흡연');
    expect(document).toContain('  /VARIABLES=사전 사후.');
  });
});
