import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorFallback, errorFallbackMessageKo } from './ErrorFallback';

const meta = {
  title: 'Components/ErrorFallback',
  component: ErrorFallback,
  args: {
    message: errorFallbackMessageKo,
    details:
      "TypeError: Cannot read properties of undefined (reading 'rows')\n    at ResultView (ResultView.tsx:42:17)",
    showDetails: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MemberSeesNoDetails: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Oops! Something went wrong.' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/TypeError/)).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AdminSeesDetails: Story = {
  args: { showDetails: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/TypeError/)).toBeVisible();
  },
};
