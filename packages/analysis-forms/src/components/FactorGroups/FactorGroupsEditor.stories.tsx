import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isFactorResult, type FactorResultLike } from '../../definitions/factor';
import { factorResultFixture } from '../../fixtures/factor';
import { withAnalysisI18n } from '../story-helpers';
import { FactorGroupsEditor } from './FactorGroupsEditor';

if (!isFactorResult(factorResultFixture))
  throw new Error('the factor fixture is not a factor result');
const result: FactorResultLike = factorResultFixture;

const meta = {
  title: 'Analysis/Steps/FactorGroupsEditor',
  component: FactorGroupsEditor,
  decorators: [withAnalysisI18n('ko')],
  args: { result, onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FactorGroupsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '적재량으로 묶은 처음 상태' };

export const RenameAndHandOver: Story = {
  name: '이름을 고치고 신뢰도 분석으로',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '요인 1 이름' });
    await userEvent.clear(name);
    await userEvent.type(name, '서비스');
    // Leave 품질3 out of every group.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '품질3의 묶음' }), '빼기');
    await userEvent.click(canvas.getByRole('button', { name: '묶음별 신뢰도 분석' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [groups] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [
      { name: string; variables: string[] }[],
    ];
    await expect(groups[0]!.name).toBe('서비스');
    await expect(groups.flatMap((group) => group.variables)).not.toContain('품질3');
    await expect(groups.flatMap((group) => group.variables)).toHaveLength(9);
  },
};

export const TooSmall: Story = {
  name: '묶음이 모두 한 문항 이하(오류)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const item of result.variables)
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: `${item}의 묶음` }),
        '빼기',
      );
    await userEvent.click(canvas.getByRole('button', { name: '묶음별 신뢰도 분석' }));
    await expect(
      await canvas.findByText('신뢰도를 분석하려면 문항이 두 개 이상인 묶음이 있어야 합니다.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
