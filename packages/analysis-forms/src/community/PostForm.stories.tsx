import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { PostForm, type PostFormMessages } from './PostForm';

/** The site passes these from its catalogue (`apps/site/src/i18n/community.ts`). */
const messages: PostFormMessages = {
  title: '제목',
  content: '내용',
  contentPlaceholder: '분석 방법, 데이터 형태, 궁금한 점을 적어 주세요.',
  nickname: '닉네임',
  nicknameDescription: '비회원으로 글을 씁니다. 1~20자',
  password: '비밀번호',
  passwordDescription: '글을 고치거나 지울 때 필요합니다. 4~30자',
  passwordEdit: '글 비밀번호',
  passwordEditDescription: '글을 쓸 때 정한 비밀번호를 입력하세요.',
  submit: '등록',
  submitEdit: '수정 완료',
  failedTitle: '글을 저장하지 못했습니다',
  errors: {
    titleRequired: '제목을 입력하세요.',
    titleTooLong: '제목은 200자까지 쓸 수 있습니다.',
    markup: '< 또는 > 문자는 쓸 수 없습니다.',
    contentRequired: '내용을 입력하세요.',
    contentTooLong: '내용은 10,000자까지 쓸 수 있습니다.',
    nicknameRequired: '닉네임을 입력하세요.',
    nicknameTooLong: '닉네임은 20자까지 쓸 수 있습니다.',
    passwordLength: '비밀번호는 4~30자로 입력하세요.',
  },
};

const meta = {
  title: 'Community/PostForm',
  component: PostForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: { mode: 'guest', onSubmit: fn(), messages },
} satisfies Meta<typeof PostForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = { name: '회원 글쓰기', args: { mode: 'member' } };

export const GuestInvalid: Story = {
  name: '비회원, 빈 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByText('닉네임을 입력하세요.')).toBeInTheDocument();
    await expect(canvas.getByText('비밀번호는 4~30자로 입력하세요.')).toBeInTheDocument();
    await expect(canvas.getByText('제목을 입력하세요.')).toBeInTheDocument();
    await expect(canvas.getByText('내용을 입력하세요.', { exact: true })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const GuestEditRefused: Story = {
  name: '비회원 글 수정, 비밀번호 틀림',
  args: {
    mode: 'guestEdit',
    editing: true,
    defaultValues: { title: '등분산 가정이 깨지면?', content: '<p>Levene 검정 결과 p = .02</p>' },
    failure: {
      message: '글 비밀번호가 올바르지 않습니다.',
      messageEn: 'The password of the post is not correct.',
    },
  },
};
