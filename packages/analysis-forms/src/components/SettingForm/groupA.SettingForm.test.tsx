import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { frequenciesDefinition } from '../../definitions/frequencies';
import { multipleResponsesDefinition } from '../../definitions/multipleResponses';
import { tIndependentDefinition } from '../../definitions/tIndependent';
import { tPairedDefinition } from '../../definitions/tPaired';
import type { AnyAnalysisDefinition } from '../../definitions/types';
import { surveyTestDataset } from '../../fixtures/tTests';
import { DataStep } from '../DataStep';
import { renderWithI18n } from '../test-utils';
import { SettingForm } from './SettingForm';

const erase = (definition: unknown) => definition as AnyAnalysisDefinition;

describe('SettingForm controls of group A', () => {
  it('builds variable pairs and submits them (t/paired)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={erase(tPairedDefinition)}
        dataset={surveyTestDataset}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('대응 쌍을 하나 이상 추가해 주세요.')).toBeTruthy();
    // A categorical variable is not offered; the same variable twice cannot be added.
    const first = screen.getByRole('combobox', { name: '변수 1' });
    expect(within(first).queryByRole('option', { name: '성별' })).toBeNull();
    await user.selectOptions(first, '사전');
    await user.selectOptions(screen.getByRole('combobox', { name: '변수 2' }), '사전');
    expect((screen.getByRole('button', { name: '쌍 추가' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '변수 2' }), '사후');
    await user.click(screen.getByRole('button', { name: '쌍 추가' }));
    expect(screen.getByRole('list', { name: '고른 대응 쌍' }).textContent).toContain('사전 – 사후');
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      pairedSampleTestValue: [['사전', '사후']],
      selectedConfidence: 95,
      selectedMissingValueControlMethod: 'pairwise',
    });
  });

  it('shows the cut point only in cut-point mode and reports a missing one (t/independent)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={erase(tIndependentDefinition)}
        dataset={surveyTestDataset}
        initialValues={{
          ...tIndependentDefinition.defaultValues,
          independentSampleTestValue: ['사전'],
          groupingVariable: ['나이'],
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('textbox', { name: '집단 1 값' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: '분리점' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '분리점 사용' }));
    expect(screen.queryByRole('textbox', { name: '집단 1 값' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    expect(await screen.findByText('분리점에 숫자를 입력해 주세요.')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: '분리점' }), '40');
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = tIndependentDefinition.optionsSchema.parse(onSubmit.mock.calls[0]?.[0]);
    expect(tIndependentDefinition.toRequest(values).independentGroupingVariable).toEqual({
      variable: '나이',
      cutPoint: 40,
    });
  });

  it('groups values of a chosen variable into categories (frequencies)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <SettingForm
        definition={erase(frequenciesDefinition)}
        dataset={surveyTestDataset}
        initialValues={{ ...frequenciesDefinition.defaultValues, variables: ['만족도'] }}
        onSubmit={onSubmit}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '묶을 변수' }), '만족도');
    await user.type(screen.getByRole('textbox', { name: '범주 이름' }), '불만족');
    await user.type(screen.getByRole('textbox', { name: '묶을 값(쉼표로 구분)' }), '1, 2');
    await user.click(screen.getByRole('button', { name: '범주 추가' }));
    expect(screen.getByRole('list', { name: '묶은 범주' }).textContent).toContain(
      '만족도: 불만족 ← 1, 2',
    );
    await user.click(screen.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = frequenciesDefinition.optionsSchema.parse(onSubmit.mock.calls[0]?.[0]);
    expect(frequenciesDefinition.toRequest(values).factorGroups).toEqual([
      { variable: '만족도', groups: [{ label: '불만족', values: [1, 2] }] },
    ]);
  });

  it('shows the counted value only for dichotomies (multiple responses)', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <SettingForm
        definition={erase(multipleResponsesDefinition)}
        dataset={surveyTestDataset}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /계산 값/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '범주형' }));
    expect(screen.queryByRole('textbox', { name: /계산 값/ })).toBeNull();
  });
});

describe('DataStep', () => {
  it('previews the rows and lets the person change a detected type', async () => {
    const user = userEvent.setup();
    const onTypeChange = vi.fn();
    renderWithI18n(<DataStep dataset={surveyTestDataset} onTypeChange={onTypeChange} />);
    expect(screen.getByRole('grid', { name: '수업 효과 설문 미리 보기' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '변수 보기' }));
    const row = screen.getByRole('row', { name: /^사전/ });
    // Missing counts as the server counted them.
    expect(within(row).getByText('3')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '집단의 유형' }), 'categorical');
    expect(onTypeChange).toHaveBeenCalledWith('집단', 'categorical');
  });
});
