import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { visuallyHidden } from '../../a11y/visuallyHidden.css';
import { vars } from '../../theme';
import { Card } from '../Card';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Skeleton {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '불러오는 동안 내용 자리를 채우는 회색 틀입니다. 스크린 리더에서는 숨겨지므로, 틀이 들어간 영역에 `aria-busy="true"`와 상태 문구(예: 숨긴 "분석 내역을 불러오는 중")를 한 번만 두세요. 움직임 줄이기 설정에서는 깜박이지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  render: () => (
    <Stack gap="large">
      <Skeleton shape="text" />
      <Skeleton shape="rect" />
      <Skeleton shape="circle" />
    </Stack>
  ),
};

export const CustomSize: Story = {
  render: () => (
    <Stack gap="medium">
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="rect" height={vars.space.xxxlarge} width="50%" />
    </Stack>
  ),
};

function LoadingCard() {
  return (
    <div aria-busy="true" style={{ maxWidth: 480 }}>
      <Card title="최근 분석 내역">
        <p role="status" className={visuallyHidden}>
          분석 내역을 불러오는 중
        </p>
        <Stack gap="large">
          {[0, 1].map((row) => (
            <Inline key={row} gap="medium" align="flex-start">
              <Skeleton shape="circle" />
              <div style={{ flex: 1 }}>
                <Skeleton lines={2} />
              </div>
            </Inline>
          ))}
        </Stack>
      </Card>
    </div>
  );
}

export const InALoadingRegion: Story = {
  render: () => <LoadingCard />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('분석 내역을 불러오는 중');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <Skeleton />
      <Skeleton lines={3} />
      <Skeleton lines={2} width="50%" />
      <Skeleton shape="rect" />
      <Inline gap="small">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" />
      </Inline>
    </Stack>
  ),
};
