import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { CloseIcon, EyeIcon, MinusIcon, PlusIcon, SearchIcon, SettingsIcon } from './icons';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: '분석 설정', icon: <SettingsIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          '아이콘만 있는 정사각형 버튼입니다. `label`이 접근 가능한 이름과 툴팁이 되고 아이콘은 스크린 리더에서 숨겨집니다. 아이콘은 `currentColor`로 그리는 SVG를 넘기세요(`IconButton/icons`). 버튼이 포커스된 채로 쓸 수 없게 될 수 있으면 `disabled` 대신 `aria-disabled`를 씁니다.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '분석 설정' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Toggle: Story = {
  args: { label: '비밀번호 표시', icon: <EyeIcon />, 'aria-pressed': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '비밀번호 표시' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Unavailable: Story = {
  args: { label: '수량 줄이기', icon: <MinusIcon />, 'aria-disabled': true, variant: 'secondary' },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="medium">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} gap="small">
          {iconButtonSizes.map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`${variant} ${size} 검색`}
              icon={<SearchIcon />}
            />
          ))}
          <IconButton variant={variant} label="닫기" icon={<CloseIcon />} />
          <IconButton variant={variant} label="늘리기" icon={<PlusIcon />} aria-disabled />
        </Inline>
      ))}
    </Stack>
  ),
};
