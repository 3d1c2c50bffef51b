import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { descriptiveResultFixture } from '../../fixtures/descriptive';
import { renderWithI18n } from '../test-utils';
import { ResultView } from './ResultView';

/** Every result table's copy button and confirmation come from the catalogue. */
const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each([
  ['ko', '표 복사', '복사되었습니다!'],
  ['en', 'Copy table', 'Copied!'],
] as const)('ResultView copy labels (%s)', (language, copyLabel, copiedLabel) => {
  it(`shows '${copiedLabel}' for one second after '${copyLabel}'`, async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    });
    vi.stubGlobal('ClipboardItem', undefined);
    renderWithI18n(
      <ResultView definition={definition} result={descriptiveResultFixture} />,
      language,
    );
    const [button] = screen.getAllByRole('button', { name: copyLabel });
    fireEvent.click(button!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(copiedLabel)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(copiedLabel)).toBeNull();
  });
});
