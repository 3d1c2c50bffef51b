import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { repeatedCharts, repeatedDefinition } from '../../definitions/repeated';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import type { AnalysisResult } from '../../types';
import { ResultCharts } from '../ResultView/ResultCharts';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const definition = repeatedDefinition as unknown as AnyAnalysisDefinition;

const dataset = {
  title: '추적 조사',
  rowCount: 20,
  columns: [
    { name: '사전', type: 'numeric' as const, validCount: 20, missingCount: 0 },
    { name: '사후', type: 'numeric' as const, validCount: 20, missingCount: 0 },
    { name: '추후', type: 'numeric' as const, validCount: 20, missingCount: 0 },
    { name: '집단', type: 'categorical' as const, validCount: 20, missingCount: 0 },
  ],
};

async function move(user: ReturnType<typeof userEvent.setup>, name: string, target: string) {
  await user.click(screen.getByRole('option', { name: new RegExp(name) }));
  await user.click(screen.getByRole('button', { name: `${target} 칸으로 이동` }));
}

describe('repeated-measures setting form', () => {
  it('defines the within factor, takes one measure per level and a between factor', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<SettingForm definition={definition} dataset={dataset} onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: '개체내 요인 이름' });
    await user.clear(name);
    await user.type(name, '시점');
    const levels = screen.getByRole('spinbutton', { name: '수준 수' });
    await user.clear(levels);
    await user.type(levels, '3');
    // The second factor's fields appear only when it is defined.
    expect(screen.queryByRole('textbox', { name: '두 번째 요인 이름' })).toBeNull();
    for (const measure of ['사전', '사후', '추후']) await move(user, measure, '수준별 측정 변수');
    await move(user, '집단', '개체간 요인(선택)');
    await user.click(screen.getByRole('radio', { name: 'Šidák' }));
    await user.click(screen.getByRole('button', { name: '분석 실행' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(definition.toRequest(definition.optionsSchema.parse(values))).toEqual({
      withinFactors: [{ name: '시점', levels: 3 }],
      measures: ['사전', '사후', '추후'],
      betweenFactors: ['집단'],
      pairwiseComparisons: 'sidak',
      selectedConfidence: 95,
    });
  });

  it('refuses measures that do not match the levels, and a second factor without a name', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<SettingForm definition={definition} dataset={dataset} onSubmit={onSubmit} />);
    for (const measure of ['사전', '사후', '추후']) await move(user, measure, '수준별 측정 변수');
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(
      await screen.findByText('측정 변수의 수가 수준 수의 곱(수준 조합의 수)과 같아야 합니다.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: '두 번째 개체내 요인 정의' }));
    await user.clear(screen.getByRole('textbox', { name: '두 번째 요인 이름' }));
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('요인 이름을 입력해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('repeated-measures profile plot', () => {
  it('draws one line per between group across the levels of the first within factor', async () => {
    const result = {
      analysis: 'anova/repeated',
      betweenFactors: ['집단'],
      profile: {
        factor: '시점',
        series: [
          { label: '가', means: [50, 53, 55] },
          { label: '나', means: [51, 51.5, null] },
        ],
      },
      tables: [],
      warnings: [],
    } as unknown as AnalysisResult;
    renderWithI18n(<ResultCharts charts={repeatedCharts(result)} />);
    const image = screen.getByRole('img', { name: '프로파일 도표' });
    expect(image).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '표로 보기' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['집단', '1', '2', '3']);
    expect(within(table).getByRole('row', { name: /가/ }).textContent).toContain('55.00');
  });
});
