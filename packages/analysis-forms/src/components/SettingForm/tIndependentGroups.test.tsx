import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import type { DatasetDetail } from '../../types';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const dataset: Pick<DatasetDetail, 'title' | 'rowCount' | 'columns'> = {
  title: '수업 효과',
  rowCount: 20,
  columns: [
    { name: '성별', type: 'categorical', validCount: 20, missingCount: 0, levels: ['남', '여'] },
    { name: '반', type: 'numeric', validCount: 20, missingCount: 0, levels: ['3', '5', '7'] },
    { name: '점수', type: 'numeric', validCount: 20, missingCount: 0 },
  ],
};

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, target: string) {
  await user.click(screen.getByRole('option', { name: new RegExp(name) }));
  await user.click(screen.getByRole('button', { name: `${target} 칸으로 이동` }));
}

describe('t/independent: the groups start from the grouping variable’s first two values', () => {
  it('fills the group values from a text grouping variable and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={tIndependentDefinition as unknown as AnyAnalysisDefinition}
        dataset={dataset}
        onSubmit={onSubmit}
      />,
    );
    await choose(user, '점수', '검정 변수');
    await choose(user, '성별', '집단 변수');
    expect((screen.getByRole('textbox', { name: '집단 1 값' }) as HTMLInputElement).value).toBe(
      '남',
    );
    expect((screen.getByRole('textbox', { name: '집단 2 값' }) as HTMLInputElement).value).toBe(
      '여',
    );
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(tIndependentDefinition.toRequest(onSubmit.mock.calls[0]![0])).toMatchObject({
      independentGroupingVariable: { variable: '성별', groups: ['남', '여'] },
    });
  });

  it('uses a numeric variable’s first two values in category order', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <SettingForm
        definition={tIndependentDefinition as unknown as AnyAnalysisDefinition}
        dataset={dataset}
        onSubmit={vi.fn()}
      />,
    );
    await choose(user, '반', '집단 변수');
    const group1 = screen.getByRole('textbox', { name: '집단 1 값' }) as HTMLInputElement;
    expect(group1.value).toBe('3');
    expect((screen.getByRole('textbox', { name: '집단 2 값' }) as HTMLInputElement).value).toBe(
      '5',
    );
  });
});
