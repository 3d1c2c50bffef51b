import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reliabilityDefinition, reliabilityInitialValues } from '../../definitions/reliability';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { reliabilityDataset } from '../../fixtures/reliability';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const definition = reliabilityDefinition as unknown as AnyAnalysisDefinition;
const groups = [
  { name: '요인 1', variables: ['문항1', '문항2', '문항3'] },
  { name: '요인 2', variables: ['문항4', '문항5', '문항6'] },
];

describe('the reliability setting with factor groups (VariableGroupsField)', () => {
  it('lists the handed-over groups and submits what is left after one is removed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={definition}
        dataset={reliabilityDataset}
        initialValues={reliabilityInitialValues(groups)}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('3개 문항: 문항1, 문항2, 문항3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '요인 1 빼기' }));
    expect(screen.queryByText('3개 문항: 문항1, 문항2, 문항3')).toBeNull();
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ factorGroups: [groups[1]], model: 'alpha' });
  });

  it('asks for two items once the last group is gone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={definition}
        dataset={reliabilityDataset}
        initialValues={reliabilityInitialValues(groups.slice(0, 1))}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: '요인 1 빼기' }));
    expect(
      screen.getByText('묶음이 없습니다. 위에서 고른 문항을 한 척도로 분석합니다.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('변수를 2개 이상 선택해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
