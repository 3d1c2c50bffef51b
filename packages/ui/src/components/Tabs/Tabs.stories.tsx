import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text';
import { TabsContent, TabsList, TabsRoot, TabsTrigger, tabsActivationModes } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: TabsRoot,
  parameters: {
    docs: {
      description: {
        component:
          'Radix Tabs 기반 탭. `import * as Tabs`로 `Tabs.Root`, `Tabs.List`(aria-label 필수), `Tabs.Trigger`, `Tabs.Content`를 조합합니다. 탭 사이는 ←/→, 처음과 끝은 Home/End로 움직이고, Tab 키는 선택된 탭에서 패널로 넘어갑니다. `activationMode="manual"`이면 Enter나 Space를 눌러야 패널이 바뀝니다.',
      },
    },
  },
  args: { defaultValue: 'table', activationMode: 'automatic', onValueChange: fn() },
  argTypes: { activationMode: { control: 'inline-radio', options: tabsActivationModes } },
  render: (args) => (
    <TabsRoot {...args}>
      <TabsList aria-label="분석 결과 보기">
        <TabsTrigger value="table">결과표</TabsTrigger>
        <TabsTrigger value="chart">그래프</TabsTrigger>
        <TabsTrigger value="interpretation">결과 해석</TabsTrigger>
      </TabsList>
      <TabsContent value="table">
        <Text>집단별 평균과 표준편차, t 검정 결과표입니다.</Text>
      </TabsContent>
      <TabsContent value="chart">
        <Text>집단별 평균을 막대그래프로 보여 줍니다.</Text>
      </TabsContent>
      <TabsContent value="interpretation">
        <Text>두 집단의 평균 차이는 유의수준 .05에서 통계적으로 유의합니다.</Text>
      </TabsContent>
    </TabsRoot>
  ),
} satisfies Meta<typeof TabsRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Tab enters on the selected tab, arrows move and select, Home/End jump, Tab goes to the panel. */
export const KeyboardOperation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const table = canvas.getByRole('tab', { name: '결과표' });
    await expect(table).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const chart = canvas.getByRole('tab', { name: '그래프' });
    await expect(chart).toHaveFocus();
    await expect(chart).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('막대그래프');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('chart');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '결과 해석' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(table).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '결과 해석' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '결과 해석' })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus; Enter selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const chart = canvas.getByRole('tab', { name: '그래프' });
    await expect(chart).toHaveFocus();
    await expect(chart).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(chart).toHaveAttribute('aria-selected', 'true');
  },
};

/** Visual baseline: selected, hovered-free idle and a focused tab with its ring. */
export const AllStates: Story = {
  args: { defaultValue: 'chart' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '그래프' })).toHaveFocus();
  },
};
