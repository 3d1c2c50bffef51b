import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: '불러오는 중', size: 35 },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="large">
      <Spinner size={35} label="불러오는 중 (35)" />
      <Spinner size={30} label="불러오는 중 (30)" />
    </Inline>
  ),
};
