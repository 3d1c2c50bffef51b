import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { ToastProvider, toastTones, useToast } from './Toast';
import type { ToastOptions, ToastProviderProps } from './Toast';

const samples: Record<(typeof toastTones)[number], ToastOptions> = {
  info: { tone: 'info', title: '안내', description: '분석 결과는 30일 동안 보관됩니다.' },
  positive: {
    tone: 'positive',
    title: '저장했습니다',
    description: '‘내 분석’에서 볼 수 있습니다.',
  },
  caution: {
    tone: 'caution',
    title: '표본이 작습니다',
    description: '집단별 표본이 30개보다 적어 결과를 조심해서 해석하세요.',
  },
  critical: {
    tone: 'critical',
    title: '저장하지 못했습니다',
    description: '잠시 뒤 다시 시도해 주세요.',
  },
};

function Triggers() {
  const toast = useToast();
  return (
    <Inline gap="small">
      <Button onClick={() => toast.show(samples.positive)}>저장</Button>
      <Button variant="danger" onClick={() => toast.show(samples.critical)}>
        실패 알림
      </Button>
    </Inline>
  );
}

function ShowAll() {
  const toast = useToast();
  useEffect(() => {
    toastTones.forEach((tone) => toast.show({ ...samples[tone], duration: null }));
  }, [toast]);
  return null;
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  parameters: {
    overlayCanvas: { minHeight: '480px' },
    docs: {
      description: {
        component:
          '화면 구석에 잠깐 떴다 사라지는 알림. 앱을 `<ToastProvider>`로 감싸고 `const toast = useToast()`의 `toast.show({ title, description, tone, duration })`로 띄웁니다. 알림은 ‘알림’ 영역(region)에 아래로 쌓이며, `critical`은 role="alert"(바로 읽음), 나머지는 role="status"입니다. `duration`(기본 5초, null이면 닫을 때까지)이 지나면 사라지지만, 포인터가 올라가 있거나 포커스가 안에 있는 동안은 기다립니다. × 버튼으로 언제든 닫을 수 있습니다.',
      },
    },
  },
  args: { duration: 5000, label: '알림', closeLabel: '알림 닫기', children: null },
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard: the trigger shows a status toast, its × is reachable with Tab and closes it. */
export const KeyboardOperation: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = canvas.getByRole('region', { name: '알림' });
    const status = await within(region).findByRole('status');
    await expect(status).toHaveTextContent('저장했습니다');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(status).getByRole('button', { name: '알림 닫기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
  },
};

/** Toasts go away after their duration, and stack while several are shown. */
export const AutoDismissAndStack: Story = {
  args: { duration: 400 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '알림' });
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await userEvent.click(canvas.getByRole('button', { name: '실패 알림' }));
    await expect(within(region).getByRole('status')).toBeInTheDocument();
    await expect(within(region).getByRole('alert')).toHaveTextContent('저장하지 못했습니다');
    await waitFor(() => expect(region.childElementCount).toBe(0), { timeout: 3000 });
  },
};

/** Visual baseline: one toast of each tone, stacked, newest last. */
export const AllTones: Story = {
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <ShowAll />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '알림' });
    await waitFor(() => expect(region.childElementCount).toBe(4));
  },
};
