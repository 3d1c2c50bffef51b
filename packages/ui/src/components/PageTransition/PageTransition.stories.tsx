import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { PageTransition } from './PageTransition';

const meta = {
  title: 'Components/PageTransition',
  component: PageTransition,
  args: { transitionKey: '/analysis', children: <Text>데이터 분석 화면</Text> },
} satisfies Meta<typeof PageTransition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function Pages() {
  const [path, setPath] = useState('/');
  return (
    <Stack gap="medium">
      <Button onClick={() => setPath(path === '/' ? '/analysis' : '/')}>화면 바꾸기</Button>
      <PageTransition transitionKey={path}>
        <Text>{path === '/' ? '서비스 소개' : '데이터 분석'}</Text>
      </PageTransition>
    </Stack>
  );
}

export const FadesOnNavigation: Story = {
  render: () => <Pages />,
  play: async ({ canvas, canvasElement }) => {
    const before = canvasElement.querySelector('[data-transition-key]');
    await expect(getComputedStyle(before as Element).animationDuration).toBe('0.05s');
    await userEvent.click(canvas.getByRole('button', { name: '화면 바꾸기' }));
    const after = canvasElement.querySelector('[data-transition-key]');
    await expect(after).toHaveAttribute('data-transition-key', '/analysis');
    // A new key remounts the page, so the fade plays again.
    await expect(after).not.toBe(before);
  },
};
