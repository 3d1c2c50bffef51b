import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { TooltipContent, TooltipRoot, TooltipTrigger, tooltipSides } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: TooltipContent,
  parameters: {
    overlayCanvas: { minHeight: '160px' },
    docs: {
      description: {
        component:
          'Radix Tooltip 기반의 짧은 설명. `import * as Tooltip`로 `Tooltip.Root`, `Tooltip.Trigger`(asChild로 포커스 받는 요소), `Tooltip.Content`를 조합합니다. 마우스를 올리면 잠시 뒤, 키보드 포커스를 받으면 바로 열리고 Escape로 닫힙니다. 내용은 트리거의 설명(aria-describedby)으로 읽히므로 글자만 넣고, 눌러야 하는 것은 Popover에 넣으세요.',
      },
    },
  },
  args: { side: 'top', children: '결과표를 엑셀 파일로 내려받습니다' },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  render: (args) => (
    <Inline gap="small" justify="center">
      <TooltipRoot>
        <TooltipTrigger asChild>
          <Button variant="secondary">엑셀로 저장</Button>
        </TooltipTrigger>
        <TooltipContent {...args} />
      </TooltipRoot>
    </Inline>
  ),
} satisfies Meta<typeof TooltipContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard focus opens it as the button's description; Escape hides it, focus stays. */
export const KeyboardOperation: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '엑셀로 저장' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('결과표를 엑셀 파일로 내려받습니다');
    await expect(button).toHaveAccessibleDescription('결과표를 엑셀 파일로 내려받습니다');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Hover opens it after the delay. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '엑셀로 저장' }));
    await expect(await canvas.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('button', { name: '엑셀로 저장' }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Visual baseline: open on keyboard focus, below the trigger, with the focus ring. */
export const Open: Story = {
  args: { side: 'bottom' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await canvas.findByRole('tooltip');
  },
};
