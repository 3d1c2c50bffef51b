import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fileDropMessagesEn } from '../FileDrop';
import {
  AttachmentPicker,
  attachmentPickerMessagesEn,
  type AttachmentPickerProps,
} from './AttachmentPicker';

function Controlled(props: AttachmentPickerProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  return (
    <AttachmentPicker
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/AttachmentPicker',
  component: AttachmentPicker,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '첨부 파일',
    description: '최대 2개, PNG·JPEG·PDF 파일',
    accept: ['.png', '.jpg', '.pdf'],
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 2,
    files: [],
    onChange: fn(),
  },
} satisfies Meta<typeof AttachmentPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const AddAndRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    await userEvent.upload(input, new File(['a'], '도면.pdf', { type: 'application/pdf' }));
    await userEvent.upload(input, new File(['b'], '시안.png', { type: 'image/png' }));
    const list = canvas.getByRole('list', { name: '첨부 파일' });
    await expect(list).toHaveTextContent('도면.pdf');
    await expect(list).toHaveTextContent('시안.png');
    // One more than allowed is refused with a message; nothing is added.
    await userEvent.upload(input, new File(['c'], '추가.png', { type: 'image/png' }));
    await expect(canvas.getByText('첨부 파일은 2개까지입니다.')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: '도면.pdf 빼기' }));
    await expect(list).not.toHaveTextContent('도면.pdf');
    await expect(canvas.queryByText('첨부 파일은 2개까지입니다.')).toBeNull();
  },
};

export const English: Story = {
  args: {
    label: 'Attachments',
    description: 'Up to 2 PNG, JPEG or PDF files',
    files: [new File(['a'], 'drawing.pdf', { type: 'application/pdf' })],
    messages: attachmentPickerMessagesEn,
    fileDropMessages: fileDropMessagesEn,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove drawing.pdf' })).toBeVisible();
  },
};
