import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { descriptiveDefinition } from '../../definitions/descriptive';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyDataset } from '../../fixtures/descriptive';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const definition = descriptiveDefinition as unknown as AnyAnalysisDefinition;

describe('SettingForm', () => {
  it('shows the schema error when no variable is chosen, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm definition={definition} dataset={surveyDataset} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('변수를 1개 이상 선택해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen variables with the options, defaults filled in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm definition={definition} dataset={surveyDataset} onSubmit={onSubmit} />,
    );
    // SPSS-like defaults are checked.
    const dispersion = screen.getByRole('group', { name: '산포' });
    expect(
      (within(dispersion).getByRole('checkbox', { name: '표준편차' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(dispersion).getByRole('checkbox', { name: '분산' }) as HTMLInputElement).checked,
    ).toBe(false);

    await user.click(screen.getByRole('option', { name: /나이/ }));
    await user.click(screen.getByRole('button', { name: '분석 변수 칸으로 이동' }));
    await user.click(within(dispersion).getByRole('checkbox', { name: '분산' }));
    await user.click(screen.getByRole('checkbox', { name: '평균의 신뢰구간' }));
    await user.click(screen.getByRole('radio', { name: '평균으로 대체' }));
    await user.click(screen.getByRole('button', { name: '분석 실행' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      variables: ['나이'],
      centralTendency: ['mean'],
      dispersion: ['std', 'variance', 'min', 'max'],
      distribution: [],
      confidenceInterval: 95,
      significance: [],
      visualize: [],
      fillMethod: 'mean',
    });
  });

  it('reports an out-of-range confidence level', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={definition}
        dataset={surveyDataset}
        initialValues={{
          ...descriptiveDefinition.defaultValues,
          variables: ['나이'],
          confidenceInterval: 95,
        }}
        onSubmit={onSubmit}
      />,
    );
    const level = screen.getByRole('spinbutton', { name: '신뢰수준(%)' });
    await user.clear(level);
    await user.type(level, '100');
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('신뢰수준은 50에서 99.9 사이의 값이어야 합니다.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks English when the reader does', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <SettingForm definition={definition} dataset={surveyDataset} onSubmit={vi.fn()} />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText('Choose at least 1 variable(s).')).toBeTruthy();
  });
});
