import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { QnaForm, type QnaFormMessages } from './QnaForm';

/** The site passes these from its catalogue (`apps/site/src/i18n/serviceCentre.ts`). */
const messages: QnaFormMessages = {
  category: '문의 유형',
  chooseCategory: '유형을 선택하세요',
  title: '제목',
  contents: '문의 내용',
  files: '첨부 파일',
  newFiles: '새 첨부 파일',
  keptFiles: '첨부된 파일',
  filesHint: '최대 5개까지 첨부할 수 있습니다.',
  remove: (name) => `${name} 빼기`,
  removeShort: '빼기',
  submit: '문의 등록',
  cancel: '수정 취소',
  errors: {
    categoryRequired: '문의 유형을 선택해 주세요.',
    titleRequired: '제목을 입력해 주세요.',
    titleTooLong: '제목은 200자까지 쓸 수 있습니다.',
    markup: '제목에는 < 또는 > 문자를 쓸 수 없습니다.',
    contentsRequired: '문의 내용을 입력해 주세요.',
    contentsTooLong: '문의 내용은 5,000자까지 쓸 수 있습니다.',
    tooManyFiles: '첨부 파일은 5개까지입니다.',
  },
};

const meta = {
  title: 'ServiceCentre/QnaForm',
  component: QnaForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    categories: [
      { value: 'usage', label: '이용 문의' },
      { value: 'etc', label: '기타' },
    ],
    accept: ['.png', '.jpg', '.pdf', '.txt'],
    maxBytes: 10 * 1024 * 1024,
    onSubmit: fn(),
    messages,
  },
} satisfies Meta<typeof QnaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskInvalid: Story = {
  name: '문의 쓰기, 빈 값',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '문의 등록' }));
    await expect(await canvas.findByText('문의 유형을 선택해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('문의 내용을 입력해 주세요.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  name: '문의 수정, 첨부 하나 빼기',
  args: {
    defaultValues: {
      categoryId: 'usage',
      title: '영수증 문의',
      contents: '영수증을 다시 받고 싶습니다.',
    },
    attachments: [
      { id: 'a1', fileName: '화면.png', sizeBytes: 20_480 },
      { id: 'a2', fileName: '영수증.pdf', sizeBytes: 1_572_864 },
    ],
    messages: { ...messages, submit: '수정 완료' },
    onCancel: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^제목/)).toHaveValue('영수증 문의');
    const kept = canvas.getByRole('list', { name: '첨부된 파일' });
    await userEvent.click(within(kept).getByRole('button', { name: '화면.png 빼기' }));
    await expect(kept).not.toHaveTextContent('화면.png');
    await userEvent.click(canvas.getByRole('button', { name: '수정 완료' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          categoryId: 'usage',
          title: '영수증 문의',
          removeAttachmentIds: ['a1'],
          files: [],
        }),
      ),
    );
  },
};
