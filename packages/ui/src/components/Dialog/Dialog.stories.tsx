import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
} from './Dialog';

const onSave = fn();

const meta = {
  title: 'Components/Dialog',
  component: DialogContent,
  parameters: {
    overlayCanvas: { minHeight: '420px' },
    docs: {
      description: {
        component:
          'Radix Dialog 위의 모달 대화상자. `import * as Dialog`로 `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Title`, `Dialog.Description`, `Dialog.Actions`, `Dialog.Close`를 조합합니다. 열리면 포커스가 안에 갇히고 Escape나 × 버튼으로 닫히며, 닫히면 포커스가 트리거로 돌아갑니다. 제목은 반드시 넣으세요(대화상자의 이름이 됩니다).',
      },
    },
  },
  args: { size: 'medium', closeLabel: '닫기', showCloseButton: true },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button>분석 설정 저장</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogTitle>분석 설정을 저장할까요?</DialogTitle>
        <DialogDescription>
          저장한 설정은 &lsquo;내 분석&rsquo;에서 다시 불러올 수 있습니다.
        </DialogDescription>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">취소</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onSave}>저장</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </DialogRoot>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens, focus stays inside on Tab and Shift+Tab, Escape closes and focus returns. */
export const KeyboardOperation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '분석 설정 저장' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: '분석 설정을 저장할까요?' });
    await expect(dialog).toHaveAccessibleDescription(/내 분석/);
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByRole('button', { name: '취소' })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: '저장' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inside.getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The main action runs and closes the dialog. */
export const ActionCloses: Story = {
  play: async ({ canvas }) => {
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '분석 설정 저장' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A form inside: the first field takes focus when the dialog opens. */
export const WithForm: Story = {
  args: { size: 'small' },
  render: (args) => (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button variant="secondary">이름 바꾸기</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogTitle>데이터 이름 바꾸기</DialogTitle>
        <DialogDescription>목록에 보일 이름을 입력하세요.</DialogDescription>
        <TextField label="데이터 이름" defaultValue="2026 고객 만족도 조사" />
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">취소</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>바꾸기</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </DialogRoot>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '이름 바꾸기' }));
    const dialog = await canvas.findByRole('dialog', { name: '데이터 이름 바꾸기' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '데이터 이름' })).toHaveFocus(),
    );
  },
};

/** Visual baseline of the open dialog: scrim, panel, title, description, actions and ×. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '분석 설정 저장' }));
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
