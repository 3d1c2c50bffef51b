import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chiDefinition } from '../../definitions/chi';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { chiInterpretationFixture, chiResultFixture } from '../../fixtures/chi';
import { renderWithI18n } from '../test-utils';
import { ResultView } from './ResultView';

const definition = chiDefinition as unknown as AnyAnalysisDefinition;
const korean = { ...chiInterpretationFixture, language: 'ko' as const };
/** What the server's writer answers in English (the text itself is the server's business). */
const english = {
  interpret:
    "A chi-square test of independence found no significant association of '성별' and '흡연'.",
  interpretDetail: '[APA report]\n- χ²(1, N = 67) = 1.28, p = .258, φ = -.14.',
  language: 'en' as const,
};

/** The report the browser prints: the section marked as the report, less what print hides. */
function printedText(): string {
  const report = document.querySelector('[data-analysis-report]')!;
  const copy = report.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-print-hide], button, style').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('the printed report (ResultView print action)', () => {
  it('holds the interpretation with the tables once it has been produced', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithI18n(
      <ResultView definition={definition} result={chiResultFixture} interpretation={korean} />,
    );
    const section = screen.getByRole('region', { name: '결과 해석' });
    expect(within(section).getByText(korean.interpret)).toBeTruthy();
    // The detail keeps its lines.
    expect(within(section).getByText('[APA 형식 보고]')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '보고서 인쇄·PDF 저장' }));
    expect(print).toHaveBeenCalledTimes(1);
    const printed = printedText();
    expect(printed).toContain('카이제곱 검정');
    expect(printed).toContain('결과 해석');
    expect(printed).toContain(korean.interpret);
    expect(printed).toContain('[가정 점검]');
    // The interpretation comes after the tables, as the report reads.
    expect(printed.indexOf(korean.interpret)).toBeGreaterThan(printed.indexOf('카이제곱 검정'));
    // Nothing of the print rules hides it.
    expect(section.closest('[data-print-hide]')).toBeNull();
  });

  it('prints it in English for an English reader', () => {
    renderWithI18n(
      <ResultView definition={definition} result={chiResultFixture} interpretation={english} />,
      'en',
    );
    expect(screen.getByRole('region', { name: 'Interpretation' })).toBeTruthy();
    const printed = printedText();
    expect(printed).toContain('Chi-Square Tests');
    expect(printed).toContain('Summary');
    expect(printed).toContain(english.interpret);
    expect(printed).toContain('Detailed report');
  });

  it('leaves out a text in the other language and says so on screen only', () => {
    renderWithI18n(
      <ResultView definition={definition} result={chiResultFixture} interpretation={english} />,
    );
    expect(screen.queryByRole('region', { name: '결과 해석' })).toBeNull();
    expect(screen.getByText(/결과 해석이 다른 언어로 작성되어/)).toBeTruthy();
    const printed = printedText();
    expect(printed).not.toContain(english.interpret);
    expect(printed).not.toContain('다른 언어로');
  });

  it('has no interpretation part before one is produced', () => {
    renderWithI18n(<ResultView definition={definition} result={chiResultFixture} />);
    expect(screen.queryByRole('region', { name: '결과 해석' })).toBeNull();
    expect(printedText()).not.toContain('결과 해석');
  });
});
