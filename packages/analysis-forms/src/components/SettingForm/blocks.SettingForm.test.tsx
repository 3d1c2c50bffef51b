import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anovaDefinition } from '../../definitions/anova';
import { linearDefinition } from '../../definitions/linear';
import { logisticDefinition } from '../../definitions/logistic';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const numeric = (name: string) => ({
  name,
  type: 'numeric' as const,
  validCount: 30,
  missingCount: 0,
});
const dataset = {
  title: '직무 만족',
  rowCount: 30,
  columns: [
    numeric('만족도'),
    numeric('나이'),
    numeric('소득'),
    numeric('근속'),
    { name: '성별', type: 'categorical' as const, validCount: 30, missingCount: 0 },
  ],
};

type User = ReturnType<typeof userEvent.setup>;

async function move(user: User, list: string, name: string, target: string) {
  const listbox = screen.getByRole('listbox', { name: list });
  await user.click(within(listbox).getByRole('option', { name: new RegExp(`^${name}`) }));
  await user.click(screen.getByRole('button', { name: `${target} 칸으로 이동` }));
}

function submitted(definition: AnyAnalysisDefinition, onSubmit: ReturnType<typeof vi.fn>) {
  const values = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
  return definition.toRequest(definition.optionsSchema.parse(values));
}

describe('setting forms of hierarchical regression, ANCOVA and logistic regression', () => {
  it('adds a block with "다음 블록", each with its variables and method, and can take it out', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const definition = linearDefinition as unknown as AnyAnalysisDefinition;
    renderWithI18n(<SettingForm definition={definition} dataset={dataset} onSubmit={onSubmit} />);
    await move(user, '변수 목록', '만족도', '종속변수');
    await move(user, '변수 목록', '나이', '독립변수');
    await user.click(screen.getByRole('button', { name: '다음 블록' }));
    await user.click(screen.getByRole('button', { name: '다음 블록' }));
    expect(screen.getByRole('heading', { name: '블록 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '블록 3 빼기' }));
    expect(screen.queryByRole('heading', { name: '블록 3' })).toBeNull();
    await move(user, '블록 2 변수 목록', '소득', '블록 2 독립변수');
    await move(user, '블록 2 변수 목록', '근속', '블록 2 독립변수');
    const method = screen.getByRole('radiogroup', { name: '블록 2 방법' });
    await user.click(within(method).getByRole('radio', { name: '전진' }));
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(definition, onSubmit).blocks).toEqual([
      { variables: ['나이'], method: 'enter' },
      { variables: ['소득', '근속'], method: 'forward' },
    ]);
  });

  it('refuses an empty block with a message and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const definition = linearDefinition as unknown as AnyAnalysisDefinition;
    renderWithI18n(<SettingForm definition={definition} dataset={dataset} onSubmit={onSubmit} />);
    await move(user, '변수 목록', '만족도', '종속변수');
    await move(user, '변수 목록', '나이', '독립변수');
    await user.click(screen.getByRole('button', { name: '다음 블록' }));
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('블록마다 독립변수를 하나 이상 옮겨 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes covariates and the slopes test in the ANOVA form (ANCOVA)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const definition = anovaDefinition as unknown as AnyAnalysisDefinition;
    renderWithI18n(<SettingForm definition={definition} dataset={dataset} onSubmit={onSubmit} />);
    await move(user, '변수 목록', '만족도', '종속변수');
    await move(user, '변수 목록', '성별', '요인');
    await move(user, '변수 목록', '나이', '공변량(선택)');
    await user.click(screen.getByRole('checkbox', { name: /회귀 기울기의 동질성 검정/ }));
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(definition, onSubmit)).toMatchObject({
      anovaAnalysisType: 'factorial',
      covariates: ['나이'],
      homogeneityOfSlopes: true,
    });
  });

  it('takes covariates and categorical covariates, the method and the cut value for logistic regression', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const definition = logisticDefinition as unknown as AnyAnalysisDefinition;
    renderWithI18n(<SettingForm definition={definition} dataset={dataset} onSubmit={onSubmit} />);
    await move(user, '변수 목록', '만족도', '종속변수');
    await move(user, '변수 목록', '나이', '공변량');
    await move(user, '변수 목록', '성별', '범주형 공변량');
    await user.click(screen.getByRole('radio', { name: '첫 번째 범주' }));
    await user.click(screen.getByRole('radio', { name: '후진: Wald' }));
    const cut = screen.getByRole('spinbutton', { name: '분류 기준값' });
    await user.clear(cut);
    await user.type(cut, '0.4');
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(definition, onSubmit)).toMatchObject({
      dependents: ['만족도'],
      independents: ['나이', '성별'],
      categoricalVariables: ['성별'],
      referenceCategory: 'first',
      selectedMethod: 'backwardWald',
      cutValue: 0.4,
    });
  });
});
