import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Accounts/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    email: 'hong@example.kr',
    profile: {
      name: '홍길동',
      nickname: '길동',
      mobile: '01012345678',
      birth: '1990-01-31',
      gender: 'male',
    },
    onSubmit: fn(),
    onImageChange: fn(),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '회원정보' };

export const Saved: Story = { name: '저장 완료', args: { saved: true } };

export const ImageRefused: Story = {
  name: '사진 형식 오류',
  args: {
    imageFailure: {
      message: '프로필 사진은 PNG, JPG, WebP, GIF 이미지만 올릴 수 있습니다.',
      messageEn: 'A profile picture must be a PNG, JPG, WebP or GIF image.',
    },
  },
};

export const SavesChangedFields: Story = {
  name: '바뀐 항목만 저장',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^닉네임/));
    await userEvent.type(canvas.getByLabelText(/^닉네임/), '동이');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ nickname: '동이' }),
      ['nickname'],
    );
  },
};
