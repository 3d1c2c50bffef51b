import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { tIndependentResultFixture } from '../../fixtures/tTests';
import type { AnalysisResult } from '../../types';
import { renderWithI18n } from '../test-utils';
import { ResultView } from './ResultView';

const definition = tIndependentDefinition as unknown as AnyAnalysisDefinition;
const result = tIndependentResultFixture as unknown as AnalysisResult;
const SYNTAX = "T-TEST GROUPS=집단('1' '2')\n  /VARIABLES=사전 사후\n  /CRITERIA=CI(.95).";

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** The file a download hands to the browser, read back. */
function captureDownloads() {
  const blobs: Blob[] = [];
  // The test DOM has no object URLs; only these two are replaced (the module loader needs URL).
  Object.defineProperty(URL, 'createObjectURL', {
    value: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    },
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return blobs;
}

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

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the SPSS syntax panel', () => {
  it('is folded under its heading and shows the syntax when opened', async () => {
    renderWithI18n(<ResultView definition={definition} result={result} syntax={SYNTAX} />);
    const toggle = screen.getByRole('button', { name: 'SPSS 구문' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/T-TEST GROUPS/)).toBeNull();
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('SPSS 구문 내용').textContent).toBe(SYNTAX);
  });

  it('copies the syntax with the Clipboard API and says so in a live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithI18n(<ResultView definition={definition} result={result} syntax={SYNTAX} />, 'en');
    const user = userEvent.setup();
    // userEvent installs its own clipboard; put the spy back after it.
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'SPSS syntax' }));
    await user.click(screen.getByRole('button', { name: 'Copy syntax' }));
    expect(writeText).toHaveBeenCalledWith(SYNTAX);
    const status = screen
      .getAllByRole('status')
      .find((node) => node.textContent === 'Syntax copied.');
    expect(status).toBeDefined();
  });

  it('falls back to the copy command where the Clipboard API is missing or refused', async () => {
    renderWithI18n(<ResultView definition={definition} result={result} syntax={SYNTAX} />);
    const user = userEvent.setup();
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'SPSS 구문' }));
    await user.click(screen.getByRole('button', { name: '구문 복사' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(SYNTAX);
    expect(screen.getByText('구문을 복사했습니다.')).toBeTruthy();
    // A browser that copies nothing at all: the person is told to copy by hand.
    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: '구문 복사' }));
    expect(screen.getByText(/복사하지 못했습니다/)).toBeTruthy();
  });

  it('is absent when the run has no syntax', () => {
    renderWithI18n(<ResultView definition={definition} result={result} />);
    expect(screen.queryByRole('button', { name: 'SPSS 구문' })).toBeNull();
  });
});

describe('the export menu', () => {
  it('downloads a Word report of the result with its tables and the syntax appendix', async () => {
    const blobs = captureDownloads();
    renderWithI18n(<ResultView definition={definition} result={result} syntax={SYNTAX} />);
    const tools = screen.getByRole('group', { name: '결과 표시와 내보내기' });
    await userEvent
      .setup()
      .click(within(tools).getByRole('button', { name: 'Word 보고서로 받기' }));
    await waitFor(() => expect(screen.getByText('Word 보고서를 내려받았습니다.')).toBeTruthy());
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const document = strFromU8(unzipSync(await bytesOf(blobs[0]!))['word/document.xml']!);
    expect(document.match(/<w:tbl>/g)).toHaveLength(definition.resultTables(result).length);
    expect(document).toContain('집단통계량');
    expect(document).toContain('61.846');
    expect(document).toContain('부록: SPSS 구문');
    expect(document).toContain('  /VARIABLES=사전 사후');
  });

  it('puts the syntax on its own sheet of the XLSX download', async () => {
    const blobs = captureDownloads();
    renderWithI18n(<ResultView definition={definition} result={result} syntax={SYNTAX} />, 'en');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download all tables (XLSX)' }));
    const files = unzipSync(await bytesOf(blobs[0]!));
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<sheet name="SPSS syntax"');
    expect(strFromU8(files['xl/worksheets/sheet2.xml']!)).toContain('/CRITERIA=CI(.95).');
  });
});

describe('the Word report stays out of the initial bundle', () => {
  /** Source files of this package, tests and stories aside. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('imports docx only from the report module, and that module only dynamically', () => {
    const root = join(__dirname, '..', '..');
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      if (!file.endsWith('wordReport.ts'))
        expect(text, file).not.toMatch(/from ['"]docx['"]|import ['"]docx['"]/);
      // Types may be imported (they vanish); values only through import().
      expect(text, file).not.toMatch(/^import (?!type )[^;]*from '\.\/wordReport'/m);
    }
  });
});
