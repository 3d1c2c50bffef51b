import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { FileDrop, fileDropMessagesEn } from './FileDrop';
import type { FileDropProps } from './FileDrop';

function Controlled(props: FileDropProps) {
  const [fileName, setFileName] = useState(props.fileName ?? null);
  return (
    <FileDrop
      {...props}
      fileName={fileName}
      onFile={(file) => {
        setFileName(file.name);
        props.onFile(file);
      }}
    />
  );
}

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  render: (args) => <Controlled {...args} />,
  args: {
    label: '데이터 파일',
    description: 'SPSS, 엑셀, CSV 파일을 올리면 변수 목록을 읽어 옵니다.',
    accept: ['.csv', '.xlsx', '.sav'],
    maxBytes: 10 * 1024 * 1024,
    onFile: fn(),
  },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    // Enter on the button opens the native picker; the picker itself is outside the page, so the test feeds the input.
    await userEvent.upload(input, new File(['id,score\n1,3'], '만족도.csv', { type: 'text/csv' }));
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('만족도.csv')).toBeVisible();
  },
};

export const RejectsWrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole('group', { name: '데이터 파일' });
    const data = new DataTransfer();
    data.items.add(new File(['hello'], '보고서.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        '지원하지 않는 파일 형식입니다. .csv, .xlsx, .sav 파일만 올릴 수 있습니다.',
      ),
    );
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-invalid="true"]')).not.toBeNull();
  },
};

export const Uploading: Story = {
  args: { fileName: '2024_설문응답.sav', progress: 0.42, onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(canvas.getByRole('button', { name: '업로드 취소' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="xlarge">
      <FileDrop {...args} />
      <FileDrop {...args} fileName="응답자_정보.xlsx" />
      <FileDrop {...args} fileName="2024_설문응답.sav" progress={0.75} onCancel={() => {}} />
      <FileDrop {...args} error="파일을 읽을 수 없습니다. 다른 파일을 선택하세요." />
      <FileDrop
        {...args}
        label="Data file"
        description="SPSS, Excel or CSV."
        messages={fileDropMessagesEn}
      />
    </Stack>
  ),
};
