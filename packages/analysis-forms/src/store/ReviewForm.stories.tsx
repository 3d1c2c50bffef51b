import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAnalysisI18n } from '../components/story-helpers';
import { ReviewForm } from './ReviewForm';

/** A real 2×2 PNG (orange), so the preview shows a picture. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4nK0ARAwQCgAtIgX5yFp7hgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Store/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    label: '리뷰 쓰기',
    productName: '무지 골판지 박스 A형 1호',
    photoAccept: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
    photoMaxBytes: 10 * 1024 * 1024,
    maxPhotos: 5,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  name: '빈 값과 짧은 글',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^리뷰 내용/), '좋아요');
    await expect(canvas.getByText('3 / 2,000자 (최소 10자)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await expect(await canvas.findByText('별점을 골라 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('리뷰는 10자 이상 써 주세요.')).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: '별점' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(/^리뷰 내용/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithPhoto: Story = {
  name: '별점 4점과 사진',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const four = canvas.getByRole('radio', { name: '4점 · 좋아요' });
    await userEvent.click(four);
    await expect(four).toBeChecked();
    // Arrow keys move within the group, as native radios do.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '3점 · 보통이에요' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(four).toBeChecked();
    await expect(canvas.getByText('4점을 골랐습니다')).toBeInTheDocument();
    const text = '상자가 단단하고 크기가 딱 맞아요. 재구매 의사 있습니다.';
    await userEvent.type(canvas.getByLabelText(/^리뷰 내용/), text);
    await expect(canvas.getByText(`${[...text].length} / 2,000자 (최소 10자)`)).toBeInTheDocument();
    const photo = new File([PNG_BYTES], '포장 상태.png', { type: 'image/png' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, photo);
    const previews = await canvas.findByRole('list', { name: '첨부한 사진 미리보기' });
    const image = within(previews).getByRole('img', { name: '포장 상태.png 미리보기' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { rating: 4, content: text, photos: [photo] },
      expect.anything(),
    );
  },
};

export const Refused: Story = {
  name: '등록 실패',
  args: {
    failure: {
      message: '이 주문 상품의 후기를 이미 썼습니다.',
      messageEn: 'You have already reviewed this order item.',
    },
  },
};

const PNG_SRC = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`;

export const Edit: Story = {
  name: '리뷰 수정 (올린 사진 빼기)',
  args: {
    label: '리뷰 수정',
    initial: {
      rating: 3,
      content: '상자는 튼튼한데 배송이 하루 늦었어요.',
      photos: [
        { fileId: 'photo-1', fileName: '포장 상태.png', src: PNG_SRC },
        { fileId: 'photo-2', fileName: '상자 옆면.png', src: PNG_SRC },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3점 · 보통이에요' })).toBeChecked();
    await expect(canvas.getByLabelText(/^리뷰 내용/)).toHaveValue(
      '상자는 튼튼한데 배송이 하루 늦었어요.',
    );
    const posted = canvas.getByRole('list', { name: '올린 사진' });
    await expect(within(posted).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '올린 사진 상자 옆면.png 빼기' }));
    await expect(within(posted).getAllByRole('img')).toHaveLength(1);
    const kept = within(posted).getByRole('img', { name: '올린 사진 포장 상태.png' });
    await waitFor(() => expect((kept as HTMLImageElement).complete).toBe(true));
    await userEvent.click(canvas.getByRole('radio', { name: '4점 · 좋아요' }));
    await userEvent.click(canvas.getByRole('button', { name: '수정 저장' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        rating: 4,
        content: '상자는 튼튼한데 배송이 하루 늦었어요.',
        photos: [],
        keepPhotoIds: ['photo-1'],
      },
      expect.anything(),
    );
  },
};
