import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preparedDataset, unpreparedDataset } from '../../fixtures/dataPrep';
import { withAnalysisI18n } from '../story-helpers';
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
      [3, null, '여', null],
    ],
  },
};

const meta = {
  title: 'Analysis/Steps/DataStep/Data preparation',
  component: DataStep,
  decorators: [withAnalysisI18n('ko')],
  args: {
    dataset: preparedDataset,
    prep: {
      apply: fn(async (_: PrepStep[]) => {}),
      preview: fn(async (_: PrepStep[]) => previewAnswer),
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The applied steps, the selected cases and the SPSS syntax; a refused move explains itself. */
export const AppliedTransforms: Story = {
  name: '적용한 변환과 SPSS 구문',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '데이터 준비' }));
    await expect(canvas.getAllByText('선택된 케이스 4 / 전체 6')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1번째 변환을 아래로' }));
    await expect(await canvas.findByText(/1번째 변환은 옮길 수 없습니다/)).toBeVisible();
    await expect(args.prep!.apply).not.toHaveBeenCalled();
  },
};

/** A compute previewed on the first rows before it is applied. */
export const ComputePreview: Story = {
  name: '계산 미리 보기',
  args: { dataset: unpreparedDataset },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '데이터 준비' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '새 변수 이름' }), 'total');
    await userEvent.type(canvas.getByRole('textbox', { name: /^계산식/ }), 'q1 + q2');
    await userEvent.click(canvas.getByRole('button', { name: '미리 보기' }));
    await expect(
      await canvas.findByRole('grid', { name: '변환 뒤 앞 3행 미리 보기' }),
    ).toBeVisible();
    await expect(args.prep!.preview).toHaveBeenCalledWith([
      { type: 'compute', target: 'total', expression: 'q1 + q2' },
    ]);
  },
};

/** The server's bilingual error, with a caret under the character it names. */
export const ExpressionError: Story = {
  name: '계산식 오류 위치',
  args: {
    dataset: unpreparedDataset,
    prep: {
      apply: fn(async (_: PrepStep[]) => {}),
      preview: fn(async (_: PrepStep[]): Promise<PrepPreview> => {
        throw {
          code: 'UNKNOWN_VARIABLE',
          message: "식의 6번째 글자에서 오류: 'q9' 변수가 없습니다.",
          messageEn: "Expression error at character 6: there is no variable 'q9'.",
        };
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '데이터 준비' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '새 변수 이름' }), 'x');
    await userEvent.type(canvas.getByRole('textbox', { name: /^계산식/ }), 'q1 + q9');
    await userEvent.click(canvas.getByRole('button', { name: '미리 보기' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByLabelText('6번째 글자에서 오류')).toBeVisible();
  },
};

/** A recode rule that is not "old = new" is refused before the server is asked. */
export const RecodeInvalid: Story = {
  name: '코딩 변경(잘못된 규칙)',
  args: { dataset: unpreparedDataset },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '데이터 준비' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '변환 종류' }), 'recode');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'q1' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^규칙/ }), '1 thru 2 = 1{enter}다섯');
    await userEvent.click(canvas.getByRole('button', { name: '적용' }));
    await expect(
      await canvas.findByText('2번째 규칙을 "원래 값 = 새 값" 형식으로 적어 주세요.'),
    ).toBeVisible();
    await expect(args.prep!.apply).not.toHaveBeenCalled();
  },
};

/** Factor scores (FACTOR /SAVE) of a factor request, previewed before they are applied. */
export const FactorScores: Story = {
  name: '요인 점수 저장',
  args: {
    dataset: unpreparedDataset,
    prep: {
      apply: fn(async (_: PrepStep[]) => {}),
      preview: fn(async (_: PrepStep[]): Promise<PrepPreview> => ({
        rowCount: 6,
        selectedCount: 6,
        preview: {
          columns: ['q1', 'q2', '성별', 'FAC1_1'],
          rows: [
            [4, 2, '여', 0.707],
            [5, 1, '남', 1.414],
            [3, null, '여', null],
          ],
        },
      })),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '데이터 준비' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: '변환 종류' }),
      'factorScores',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /^q1/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^q2/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Anderson-Rubin' }));
    await userEvent.click(canvas.getByRole('button', { name: '미리 보기' }));
    await expect(
      await canvas.findByRole('grid', { name: '변환 뒤 앞 3행 미리 보기' }),
    ).toBeVisible();
    await expect(args.prep!.preview).toHaveBeenCalledWith([
      {
        type: 'factorScores',
        request: {
          factorVariables: ['q1', 'q2'],
          selectedMethod: 'pca',
          selectedRotationMethod: 'varimax',
          selectedExtract: 'eigenvalue',
          selectedScoreMethod: 'andersonRubin',
        },
      },
    ]);
  },
};

/** The variable view with one variable's editor open; saving sends the edits as transforms. */
export const VariableView: Story = {
  name: '변수 보기 편집',
  args: { dataset: unpreparedDataset },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '변수 보기' }));
    await userEvent.click(canvas.getByRole('button', { name: 'q1 편집' }));
    const editor = canvas.getByRole('region', { name: 'q1 변수 편집' });
    await userEvent.type(within(editor).getByRole('textbox', { name: '설명' }), '일이 즐겁다');
    await userEvent.click(within(editor).getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(args.prep!.apply).toHaveBeenCalledWith([
        { type: 'variableLabel', variable: 'q1', label: '일이 즐겁다' },
      ]),
    );
  },
};

/** English: every string from the catalogue. */
export const English: Story = {
  name: 'English',
  decorators: [withAnalysisI18n('en')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Prepare data' }));
    await expect(canvas.getByRole('heading', { name: 'Applied transforms' })).toBeVisible();
  },
};
