import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Text } from '../Text';
import { PopoverContent, PopoverRoot, PopoverTrigger, popoverSides } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: PopoverContent,
  parameters: {
    overlayCanvas: { minHeight: '320px' },
    docs: {
      description: {
        component:
          'Radix Popover 기반의 비모달 패널(도움말, 간단한 설정). `import * as Popover`로 `Popover.Root`, `Popover.Trigger`, `Popover.Content`를 조합합니다. `title`이 대화상자의 이름이 되며(없으면 `aria-label`), 열리면 포커스가 안으로 들어가고 Escape나 바깥 클릭으로 닫히면 트리거로 돌아옵니다. × 버튼의 이름은 `closeLabel`(기본 ‘닫기’, null이면 숨김).',
      },
    },
  },
  args: { title: '유의확률(p)이란?', side: 'bottom', closeLabel: '닫기' },
  argTypes: { side: { control: 'inline-radio', options: popoverSides } },
  render: (args) => (
    <PopoverRoot>
      <PopoverTrigger asChild>
        <Button variant="secondary">유의확률 도움말</Button>
      </PopoverTrigger>
      <PopoverContent {...args}>
        <Text size="small">
          귀무가설이 참일 때 지금과 같거나 더 극단적인 결과가 나올 확률입니다. 보통 .05보다 작으면
          통계적으로 유의하다고 봅니다.
        </Text>
        <Link href="#help-p-value">자세히 보기</Link>
      </PopoverContent>
    </PopoverRoot>
  ),
} satisfies Meta<typeof PopoverContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens and moves focus in; Tab reaches the link; Escape closes and focus returns. */
export const KeyboardOperation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '유의확률 도움말' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await canvas.findByRole('dialog', { name: '유의확률(p)이란?' });
    const inside = within(popover);
    await waitFor(() => expect(inside.getByRole('button', { name: '닫기' })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole('link', { name: '자세히 보기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click outside closes it; the × does too. */
export const ClosesOutsideAndWithButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '유의확률 도움말' });
    await userEvent.click(trigger);
    await canvas.findByRole('dialog');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    const popover = await canvas.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Visual baseline: open below its trigger, with title, text, link and a focused ×. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '유의확률 도움말' }));
    const popover = await canvas.findByRole('dialog');
    await waitFor(() => expect(popover).toBeVisible());
  },
};

/** Opened to the right, without a title (named by aria-label) or ×. */
export const RightWithoutTitle: Story = {
  args: { side: 'right', title: undefined, closeLabel: null, 'aria-label': '유의확률 설명' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '유의확률 도움말' }));
    const popover = await canvas.findByRole('dialog', { name: '유의확률 설명' });
    await expect(within(popover).queryByRole('button')).toBeNull();
    await waitFor(() => expect(popover).toBeVisible());
  },
};
