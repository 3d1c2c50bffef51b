import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { preparedDataset, unpreparedDataset } from '../../fixtures/dataPrep';
import { renderWithI18n } from '../test-utils';
import { DataStep } from './DataStep';
import type { PrepPreview } from './PrepForms';
import type { PrepStep } from './prepSteps';

const previewAnswer: PrepPreview = {
  rowCount: 6,
  selectedCount: 6,
  preview: {
    columns: ['q1', 'q2', '성별', 'total'],
    rows: [
      [4, 2, '여', 6],
      [5, 1, '남', 6],
    ],
  },
};

function actions() {
  return {
    apply: vi.fn(async (_: PrepStep[]) => {}),
    preview: vi.fn(async (_: PrepStep[]) => previewAnswer),
  };
}

async function openPrep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: '데이터 준비' }));
}

describe('data preparation in the data step', () => {
  it('shows the selected cases, the applied steps and their syntax', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithI18n(<DataStep dataset={preparedDataset} prep={actions()} />);
    expect(screen.getByText('선택된 케이스 4 / 전체 6')).toBeTruthy();
    await openPrep(user);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('역코딩: q2 (1–5) → r2'),
      expect.stringContaining('척도 점수(평균): 만족'),
      expect.stringContaining('케이스 선택: q1 >= 2'),
    ]);
    expect(screen.getByText(/COMPUTE 만족 = MEAN\(q1, r2\)\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '구문 복사' }));
    expect(writeText).toHaveBeenCalledWith(preparedDataset.version!.syntax);
    expect(await screen.findByText('구문을 복사했습니다.')).toBeTruthy();
  });

  it('undoes the last step and reorders only where the result stays the same', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={preparedDataset} prep={prep} />);
    await openPrep(user);
    const transforms = preparedDataset.version!.transforms;
    // The scale mean reads r2, which the reverse-coding makes: refused without a call.
    await user.click(screen.getByRole('button', { name: '1번째 변환을 아래로' }));
    expect(await screen.findByText(/1번째 변환은 옮길 수 없습니다/)).toBeTruthy();
    expect(prep.apply).not.toHaveBeenCalled();
    // The filter reads q1 only, which the scale mean does not change.
    await user.click(screen.getByRole('button', { name: '3번째 변환을 위로' }));
    expect(prep.apply).toHaveBeenLastCalledWith([transforms[0], transforms[2], transforms[1]]);
    await user.click(screen.getByRole('button', { name: '마지막 변환 취소' }));
    expect(prep.apply).toHaveBeenLastCalledWith(transforms.slice(0, 2));
  });

  it('previews and applies a computed variable after the applied steps', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={preparedDataset} prep={prep} />);
    await openPrep(user);
    await user.type(screen.getByRole('textbox', { name: '새 변수 이름' }), 'total');
    await user.type(screen.getByRole('textbox', { name: /^계산식/ }), 'q1 + r2');
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    const step = { type: 'compute', target: 'total', expression: 'q1 + r2' };
    expect(prep.preview).toHaveBeenCalledWith([...preparedDataset.version!.transforms, step]);
    expect(await screen.findByRole('grid', { name: '변환 뒤 앞 2행 미리 보기' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenCalledWith([...preparedDataset.version!.transforms, step]),
    );
  });

  it('shows the server’s expression error at its character, in the reader’s language', async () => {
    const user = userEvent.setup();
    const prep = actions();
    prep.preview.mockRejectedValue({
      code: 'UNKNOWN_VARIABLE',
      message: "식의 6번째 글자에서 오류: 'q9' 변수가 없습니다.",
      messageEn: "Expression error at character 6: there is no variable 'q9'.",
    });
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />, 'en');
    await user.click(screen.getByRole('tab', { name: 'Prepare data' }));
    await user.type(screen.getByRole('textbox', { name: 'New variable name' }), 'x');
    await user.type(screen.getByRole('textbox', { name: /^Expression/ }), 'q1 + q9');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("there is no variable 'q9'");
    const marker = within(alert).getByLabelText('Error at character 6');
    expect(marker.textContent).toBe('q1 + q9\n     ^');
    expect(prep.apply).not.toHaveBeenCalled();
  });

  it('refuses a malformed recode rule before asking the server', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />);
    await openPrep(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'recode');
    await user.click(screen.getByRole('checkbox', { name: 'q1' }));
    await user.type(screen.getByRole('textbox', { name: /^규칙/ }), '1 thru 2 = 1{enter}다섯');
    await user.click(screen.getByRole('button', { name: '적용' }));
    expect(
      await screen.findByText('2번째 규칙을 "원래 값 = 새 값" 형식으로 적어 주세요.'),
    ).toBeTruthy();
    expect(prep.apply).not.toHaveBeenCalled();
    expect(prep.preview).not.toHaveBeenCalled();
  });

  it('reverse-codes items into new variables', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />);
    await openPrep(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'reverse');
    // Only numeric items can be reversed.
    expect(screen.queryByRole('checkbox', { name: '성별' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^q2/ }));
    await user.type(screen.getByRole('textbox', { name: /^새 변수 이름/ }), 'r2');
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenCalledWith([
        { type: 'reverse', variables: ['q2'], min: 1, max: 5, into: ['r2'] },
      ]),
    );
  });

  it('edits a variable in the variable view as transforms', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />);
    await user.click(screen.getByRole('tab', { name: '변수 보기' }));
    const row = screen.getByRole('row', { name: /^q2/ });
    expect(within(row).getByText('9')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'q2 편집' }));
    const editor = screen.getByRole('region', { name: 'q2 변수 편집' });
    const name = within(editor).getByRole('textbox', { name: '이름' });
    await user.clear(name);
    await user.type(name, '지루함');
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: '측정 수준' }),
      'ordinal',
    );
    const missing = within(editor).getByRole('textbox', { name: /^결측값 지정/ });
    await user.clear(missing);
    await user.type(missing, '9, 99');
    await user.click(within(editor).getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenCalledWith([
        { type: 'measure', variables: ['q2'], level: 'ordinal' },
        { type: 'missingValues', variables: ['q2'], values: [9, 99] },
        { type: 'rename', from: 'q2', to: '지루함' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'q2 변수 편집' })).toBeNull());
  });

  it('scores the factor groups of the analysis as scale means', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(
      <DataStep
        dataset={unpreparedDataset}
        prep={prep}
        factorGroups={[{ name: '만족', variables: ['q1', 'q2'] }]}
      />,
    );
    await openPrep(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'scaleScore');
    await user.click(screen.getByRole('button', { name: '요인 그룹 가져오기' }));
    expect((screen.getByRole('textbox', { name: /^척도/ }) as HTMLTextAreaElement).value).toBe(
      '만족 = q1, q2',
    );
    await user.type(screen.getByRole('spinbutton', { name: /^최소 유효 문항 수/ }), '1');
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenCalledWith([
        {
          type: 'scaleScore',
          groups: [{ name: '만족', variables: ['q1', 'q2'] }],
          statistic: 'mean',
          minValid: 1,
        },
      ]),
    );
  });

  it('saves factor scores of a factor request, checked before the server is asked', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />);
    await openPrep(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'factorScores');
    // Only numeric items enter a factor analysis; one item is not enough.
    expect(screen.queryByRole('checkbox', { name: '성별' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^q1/ }));
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    expect(await screen.findByText('변수를 두 개 이상 골라 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^q2/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^추출 방법/ }), 'paf');
    await user.selectOptions(screen.getByRole('combobox', { name: /^회전 방법/ }), 'none');
    await user.click(screen.getByRole('radio', { name: '고정된 요인 수' }));
    await user.type(screen.getByRole('spinbutton', { name: /^추출할 요인 수/ }), '1');
    await user.click(screen.getByRole('radio', { name: 'Bartlett' }));
    const names = screen.getByRole('textbox', { name: /^점수 변수 이름/ });
    await user.type(names, 'f1, f2');
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    expect(await screen.findByText('추출할 요인 수만큼 이름을 적어 주세요.')).toBeTruthy();
    expect(prep.preview).not.toHaveBeenCalled();
    await user.clear(names);
    await user.type(names, '요인점수');
    const step = {
      type: 'factorScores',
      request: {
        factorVariables: ['q1', 'q2'],
        selectedMethod: 'paf',
        selectedRotationMethod: 'none',
        selectedExtract: 'fixed',
        factorsToExtract: 1,
        selectedScoreMethod: 'bartlett',
      },
      names: ['요인점수'],
    };
    await user.click(screen.getByRole('button', { name: '미리 보기' }));
    await waitFor(() => expect(prep.preview).toHaveBeenCalledWith([step]));
    expect(await screen.findByRole('grid', { name: '변환 뒤 앞 2행 미리 보기' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() => expect(prep.apply).toHaveBeenCalledWith([step]));
  });

  it('saves regression scores under SPSS names by the eigenvalue criterion', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />);
    await openPrep(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'factorScores');
    await user.click(screen.getByRole('checkbox', { name: /^q1/ }));
    await user.click(screen.getByRole('checkbox', { name: /^q2/ }));
    // The number of factors is asked only for a fixed number.
    expect(screen.queryByRole('spinbutton', { name: /^추출할 요인 수/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenCalledWith([
        {
          type: 'factorScores',
          request: {
            factorVariables: ['q1', 'q2'],
            selectedMethod: 'pca',
            selectedRotationMethod: 'varimax',
            selectedExtract: 'eigenvalue',
            selectedScoreMethod: 'regression',
          },
        },
      ]),
    );
  });

  it('draws a seeded random sample and selects cases by a condition', async () => {
    const user = userEvent.setup();
    const prep = actions();
    renderWithI18n(<DataStep dataset={unpreparedDataset} prep={prep} />);
    await openPrep(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'sample');
    await user.click(screen.getByRole('radio', { name: '케이스 수' }));
    const amount = screen.getByRole('spinbutton', { name: '크기' });
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenCalledWith([{ type: 'sample', count: 3, seed: 20260101 }]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '변환 종류' }), 'filter');
    await user.type(screen.getByRole('textbox', { name: /^조건/ }), 'q1 >= 3');
    await user.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(prep.apply).toHaveBeenLastCalledWith([{ type: 'filter', condition: 'q1 >= 3' }]),
    );
  });
});
