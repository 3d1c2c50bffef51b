import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Text } from '../Text';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, label: '분석하는 중입니다' },
  render: (args) => (
    <div style={{ position: 'relative', maxWidth: 480 }}>
      <Card title="회귀분석 결과">
        <Text>결과를 계산하는 동안 이 영역이 가려집니다.</Text>
      </Card>
      <LoadingOverlay {...args} />
    </div>
  ),
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Hidden: Story = { args: { visible: false } };

function Toggle() {
  const [visible, setVisible] = useState(false);
  return (
    <div style={{ position: 'relative', maxWidth: 480 }}>
      <Card title="분석">
        <Button onClick={() => setVisible((value) => !value)}>분석 실행</Button>
      </Card>
      <LoadingOverlay visible={visible} label="분석하는 중입니다" />
    </div>
  );
}

export const FadesIn: Story = {
  render: () => <Toggle />,
  play: async ({ canvas, canvasElement }) => {
    const overlay = canvasElement.querySelector<HTMLElement>('[data-testid="loading-overlay"]');
    if (!overlay) throw new Error('overlay missing');
    await expect(getComputedStyle(overlay).transitionDuration.split(',')[0]).toBe('0.5s');
    await userEvent.click(canvas.getByRole('button', { name: '분석 실행' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('분석하는 중입니다'));
    await expect(overlay).toHaveAttribute('data-visible', 'true');
  },
};
