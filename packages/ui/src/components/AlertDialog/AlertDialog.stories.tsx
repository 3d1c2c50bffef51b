import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, alertDialogTones } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  parameters: {
    overlayCanvas: { minHeight: '360px' },
    docs: {
      description: {
        component:
          '확인/취소를 묻는 경고 대화상자(role="alertdialog", Radix Dialog 기반). 열리면 포커스가 `취소`에 놓여 Enter로 위험한 동작이 실행되지 않습니다. 바깥을 눌러도 닫히지 않고, Escape와 `취소`는 `onCancel`을 부릅니다. 되돌릴 수 없는 동작에는 `tone="danger"`를 쓰세요.',
      },
    },
  },
  args: {
    title: '데이터를 삭제할까요?',
    description: '‘2026 고객 만족도 조사.sav’와 이 데이터로 만든 분석 결과 3개가 모두 삭제됩니다.',
    confirmLabel: '삭제',
    cancelLabel: '취소',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="secondary">데이터 삭제</Button>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
    trigger: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens with focus on 취소; Tab stays inside; Escape cancels and focus returns. */
export const KeyboardOperation: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '데이터 삭제' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: '데이터를 삭제할까요?' });
    await expect(dialog).toHaveAccessibleDescription(/분석 결과 3개/);
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByRole('button', { name: '취소' })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: '삭제' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** 삭제 confirms once and closes, without counting as a cancel. */
export const Confirms: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '데이터 삭제' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A non-destructive question uses the primary tone. */
export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    title: '분석을 다시 실행할까요?',
    description: '바꾼 설정으로 결과를 새로 계산합니다. 약 10초가 걸립니다.',
    confirmLabel: '다시 실행',
    trigger: <Button>다시 실행</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '다시 실행' }));
    const dialog = await canvas.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Visual baseline of the open danger dialog. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '데이터 삭제' }));
    const dialog = await canvas.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
