import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: '안내', children: '분석 결과는 30일 동안 보관됩니다.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CriticalInterrupts: Story = {
  args: {
    tone: 'critical',
    title: '분석할 수 없습니다',
    children: '종속변수에 값이 하나뿐입니다.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('분석할 수 없습니다');
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack gap="medium">
      <Alert tone="critical" title="오류">
        파일을 읽지 못했습니다.
      </Alert>
      <Alert tone="caution" title="주의">
        표본이 30개보다 적어 정규성 검정의 검정력이 낮습니다.
      </Alert>
      <Alert tone="positive" title="완료">
        분석이 끝났습니다.
      </Alert>
      <Alert tone="info">제목 없는 안내 문구입니다.</Alert>
    </Stack>
  ),
};
