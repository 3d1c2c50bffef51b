import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: '분석 내역이 없습니다',
    description: '데이터 파일을 올리고 첫 분석을 시작해 보세요.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = { args: { action: <Button>데이터 올리기</Button> } };

export const TitleOnly: Story = { args: { description: undefined, title: '검색 결과가 없습니다' } };
