import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { ReviewForm } from './ReviewForm';

const props = {
  productName: '무지 골판지 박스 A형 1호',
  photoAccept: ['.png', '.jpg'],
  photoMaxBytes: 1024 * 1024,
  maxPhotos: 2,
};

describe('ReviewForm', () => {
  it('asks for stars and at least ten characters, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ReviewForm {...props} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^리뷰 내용/), '  짧은 리뷰예요  ');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    await waitFor(() => expect(screen.getByText('별점을 골라 주세요.')).toBeTruthy());
    // Trimmed, "짧은 리뷰예요" is seven characters.
    expect(screen.getByText('리뷰는 10자 이상 써 주세요.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '별점' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a third photo and sends the rating as a number with the trimmed text', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ReviewForm {...props} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '5점 · 아주 좋아요' }));
    await user.type(screen.getByLabelText(/^리뷰 내용/), '  튼튼하고 가격도 좋아요!  ');
    // The live count is of the text as typed (17 characters with the spaces).
    expect(screen.getByText('17 / 2,000자 (최소 10자)')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photos = ['a.png', 'b.png', 'c.png'].map(
      (name) => new File(['x'], name, { type: 'image/png' }),
    );
    for (const photo of photos) await user.upload(input, photo);
    expect(screen.getByText('사진은 2장까지 올릴 수 있습니다.')).toBeTruthy();
    const previews = screen.getByRole('list', { name: '첨부한 사진 미리보기' });
    expect(previews.querySelectorAll('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      rating: 5,
      content: '튼튼하고 가격도 좋아요!',
      photos: photos.slice(0, 2),
    });
  });

  it('speaks English when the reader does', () => {
    renderWithI18n(<ReviewForm {...props} onSubmit={vi.fn()} />, 'en');
    expect(screen.getByRole('button', { name: 'Post the review' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars · Good' })).toBeTruthy();
    expect(screen.getByText('0 / 2,000 characters (at least 10)')).toBeTruthy();
  });

  it('edits a posted review: filled in, posted photos removable, new ones in the places left', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <ReviewForm
        {...props}
        maxPhotos={3}
        initial={{
          rating: 2,
          content: '처음에는 별로였어요.',
          photos: [
            { fileId: 'f-1', fileName: '상자.png', src: '/shop/files/f-1' },
            { fileId: 'f-2', fileName: '테이프.png', src: '/shop/files/f-2' },
          ],
        }}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: '리뷰 등록' })).toBeNull();
    expect(
      (screen.getByRole('radio', { name: '2점 · 그저 그래요' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText(/^리뷰 내용/) as HTMLTextAreaElement).value).toBe(
      '처음에는 별로였어요.',
    );
    const posted = screen.getByRole('list', { name: '올린 사진' });
    expect(
      [...posted.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt]),
    ).toEqual([
      ['/shop/files/f-1', '올린 사진 상자.png'],
      ['/shop/files/f-2', '올린 사진 테이프.png'],
    ]);

    // Two posted of three: one new photo fits, a second is refused with the whole limit.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const added = new File(['x'], 'new.png', { type: 'image/png' });
    await user.upload(input, added);
    await user.upload(input, new File(['x'], 'more.png', { type: 'image/png' }));
    expect(screen.getByText('사진은 3장까지 올릴 수 있습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '올린 사진 상자.png 빼기' }));
    expect(screen.queryByRole('img', { name: '올린 사진 상자.png' })).toBeNull();
    expect(screen.getByRole('img', { name: '올린 사진 테이프.png' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '5점 · 아주 좋아요' }));
    const content = screen.getByLabelText(/^리뷰 내용/);
    await user.clear(content);
    await user.type(content, '다시 써 보니 아주 좋아요.');
    await user.click(screen.getByRole('button', { name: '수정 저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      rating: 5,
      content: '다시 써 보니 아주 좋아요.',
      photos: [added],
      keepPhotoIds: ['f-2'],
    });
  });

  it('sends every posted photo when none is removed, and speaks English', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <ReviewForm
        {...props}
        initial={{
          rating: 4,
          content: 'Sturdy boxes, well packed.',
          photos: [{ fileId: 'f-9', fileName: 'box.png', src: '/shop/files/f-9' }],
        }}
        onSubmit={onSubmit}
      />,
      'en',
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Remove the posted photo box.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      rating: 4,
      content: 'Sturdy boxes, well packed.',
      photos: [],
      keepPhotoIds: ['f-9'],
    });
  });
});
