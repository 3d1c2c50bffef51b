import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uploadedDatasets } from '../../fixtures/descriptive';
import { withAnalysisI18n } from '../story-helpers';
import { IntroStep } from './IntroStep';

const meta = {
  title: 'Analysis/Steps/IntroStep',
  component: IntroStep,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { datasets: uploadedDatasets, onUpload: fn(), onOpen: fn(), onRemove: fn() },
} satisfies Meta<typeof IntroStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '이전 데이터가 있을 때' };

export const Empty: Story = { name: '처음 방문', args: { datasets: [] } };

export const Uploading: Story = { name: '올리는 중', args: { uploading: true } };

export const ServerError: Story = {
  name: '서버 오류',
  args: {
    error: {
      code: 'UNSUPPORTED_FILE',
      message: '지원하지 않는 파일 형식입니다.',
      messageEn: 'Unsupported file type.',
    },
  },
};

export const MissingFile: Story = {
  name: '파일 없이 제출',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '올리고 분석 설정으로' }));
    await expect(await canvas.findByText('파일을 먼저 선택해 주세요.')).toBeInTheDocument();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
