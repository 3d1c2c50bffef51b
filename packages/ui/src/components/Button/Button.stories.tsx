import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '분석 시작', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { loading: true, children: '분석 중…' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '분석 중…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '분석 시작' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AllStates: Story = {
  render: () => (
    <Inline gap="small" direction="column">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="small">
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size} 저장
            </Button>
          ))}
          <Button variant={variant} loading>
            처리 중
          </Button>
        </Inline>
      ))}
    </Inline>
  ),
};
