import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Badge, badgeEmphases, badgeTones } from './Badge';

const toneWords = {
  neutral: '임시 저장',
  brand: '신규',
  info: '안내',
  positive: '분석 완료',
  caution: '검토 필요',
  critical: '오류',
  delivery: '정기배송',
} as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '분석 완료', tone: 'positive', emphasis: 'soft' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
  parameters: {
    docs: {
      description: {
        component:
          '상태를 알리는 작은 비대화형 라벨입니다. 색만으로 뜻을 전하지 않도록 항상 글자를 넣고, 숫자처럼 짧은 내용에는 `srLabel`로 스크린 리더용 문구를 더합니다. 모든 글자색/배경색 조합은 WCAG AA 대비 검사 대상입니다.',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Solid: Story = { args: { emphasis: 'solid', tone: 'brand', children: '신규' } };

export const CountWithScreenReaderLabel: Story = {
  args: { tone: 'critical', emphasis: 'solid', children: '3', srLabel: '읽지 않은 알림 3개' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('읽지 않은 알림 3개')).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="medium">
      {badgeEmphases.map((emphasis) => (
        <Inline key={emphasis} gap="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {toneWords[tone]}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};
