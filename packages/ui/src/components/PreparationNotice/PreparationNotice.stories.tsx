import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { PreparationNotice, preparationNoticeTextEn } from './PreparationNotice';

const meta = {
  title: 'Components/PreparationNotice',
  component: PreparationNotice,
  args: {
    description: '더 나은 통계 데이터 서비스를 준비하고 있습니다.\n조금만 기다려 주세요.',
    backHref: '#home',
  },
  parameters: {
    docs: {
      description: {
        component:
          '아직 열리지 않은 메뉴(통계 데이터, 오픈 API, 모델, AI 등)에 보여 주는 "준비 중인 서비스입니다" 화면입니다. 제목과 돌아가기 문구는 한국어 기본값이 있고 `preparationNoticeTextEn`으로 바꿀 수 있습니다. `backHref`를 주면 돌아가기 링크가 생기며, 라우터 링크는 `renderLink`로 넘깁니다.',
      },
    },
  },
} satisfies Meta<typeof PreparationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinkBackWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '준비 중인 서비스입니다' }),
    ).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '홈으로 돌아가기' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#home');
  },
};

export const TitleOnly: Story = { args: { description: undefined, backHref: undefined } };

export const English: Story = {
  args: {
    ...preparationNoticeTextEn,
    description: 'We are preparing the open API. Please check back soon.',
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="large">
      <PreparationNotice backHref="#home" />
      <PreparationNotice
        headingLevel={2}
        title="오픈 API는 준비 중입니다"
        description="2025년 상반기에 공개할 예정입니다."
        backHref="#services"
        backLabel="분석 서비스로 돌아가기"
      />
    </Stack>
  ),
};
