import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import * as fieldStyles from './Field.css';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: '변수 이름',
    description: '영문, 숫자, 밑줄만 쓸 수 있습니다.',
    children: (control) => (
      <input className={fieldStyles.control} defaultValue="age_group" {...control} />
    ),
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksDescriptionAndError: Story = {
  args: { error: '이미 있는 변수 이름입니다.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '변수 이름' });
    await expect(input).toHaveAccessibleDescription(
      '영문, 숫자, 밑줄만 쓸 수 있습니다. 이미 있는 변수 이름입니다.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
  },
};
