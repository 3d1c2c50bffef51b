import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { QnaForm, type QnaFormMessages } from './QnaForm';
import { qnaFormSchema } from './qnaSchema';

const messages: QnaFormMessages = {
  category: '문의 유형',
  chooseCategory: '유형을 선택하세요',
  title: '제목',
  contents: '문의 내용',
  files: '첨부 파일',
  newFiles: '새 첨부 파일',
  keptFiles: '첨부된 파일',
  filesHint: '최대 5개',
  remove: (name) => `${name} 빼기`,
  removeShort: '빼기',
  submit: '보내기',
  cancel: '취소',
  errors: {
    categoryRequired: '유형을 고르세요.',
    titleRequired: '제목을 쓰세요.',
    titleTooLong: '제목이 깁니다.',
    markup: '< > 금지',
    contentsRequired: '내용을 쓰세요.',
    contentsTooLong: '내용이 깁니다.',
    tooManyFiles: '5개까지',
  },
};
const categories = [
  { value: 'usage', label: '이용 문의' },
  { value: 'etc', label: '기타' },
];
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name);

describe('qnaFormSchema', () => {
  it('follows the server: a type, a one-line title, a text, five files with the kept ones', () => {
    const schema = qnaFormSchema();
    const base = { categoryId: 'usage', title: '  제목\n 하나 ', contents: ' 내용 ', files: [] };
    expect(schema.parse({ ...base, removeAttachmentIds: [] })).toMatchObject({
      title: '제목 하나',
      contents: '내용',
    });
    const issues = (value: Record<string, unknown>) =>
      schema
        .safeParse({ ...base, removeAttachmentIds: [], ...value })
        .error?.issues.map((issue) => issue.message);
    expect(issues({ categoryId: '' })).toEqual(['categoryRequired']);
    expect(issues({ title: 'a<b' })).toEqual(['markup']);
    expect(issues({ title: 'x'.repeat(201) })).toEqual(['titleTooLong']);
    expect(issues({ contents: ' ' })).toEqual(['contentsRequired']);
    expect(issues({ contents: 'x'.repeat(5001) })).toEqual(['contentsTooLong']);
    // Three kept and three new are six: one kept file removed makes room.
    const kept = (removed: readonly string[]) =>
      ['a', 'b', 'c'].filter((id) => !removed.includes(id)).length;
    const three = [png('1.png'), png('2.png'), png('3.png')];
    expect(
      qnaFormSchema(kept).safeParse({ ...base, files: three, removeAttachmentIds: [] }).error
        ?.issues[0]?.message,
    ).toBe('tooManyFiles');
    expect(
      qnaFormSchema(kept).safeParse({ ...base, files: three, removeAttachmentIds: ['a'] }).success,
    ).toBe(true);
  });
});

describe('QnaForm', () => {
  it('shows every rule broken in the caller’s words and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <QnaForm
        categories={categories}
        accept={['.png']}
        maxBytes={1024}
        onSubmit={onSubmit}
        messages={messages}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('유형을 고르세요.')).toBeTruthy();
    expect(screen.getByText('제목을 쓰세요.')).toBeTruthy();
    expect(screen.getByText('내용을 쓰세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks with the values typed and is empty again once the question was taken', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const onChange = vi.fn();
    renderWithI18n(
      <QnaForm
        categories={categories}
        accept={['.png']}
        maxBytes={1024}
        onSubmit={onSubmit}
        onChange={onChange}
        messages={messages}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^문의 유형/ }), 'etc');
    await userEvent.type(screen.getByRole('textbox', { name: /^제목/ }), ' 질문 ');
    await userEvent.type(screen.getByRole('textbox', { name: /^문의 내용/ }), '내용입니다');
    expect(onChange).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        categoryId: 'etc',
        title: '질문',
        contents: '내용입니다',
        files: [],
        removeAttachmentIds: [],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^제목/ })).toHaveProperty('value', ''),
    );
    expect(screen.getByRole('textbox', { name: /^문의 내용/ })).toHaveProperty('value', '');
  });

  it('asks with a type chosen beforehand (a link to one kind of request), kept once the types load', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const form = (types: typeof categories) => (
      <QnaForm
        categories={types}
        initialCategoryId="etc"
        accept={['.png']}
        maxBytes={1024}
        onSubmit={onSubmit}
        messages={messages}
      />
    );
    const { rerender } = renderWithI18n(form([]));
    rerender(form(categories));
    expect(screen.getByRole('combobox', { name: /^문의 유형/ })).toHaveProperty('value', 'etc');
    await userEvent.type(screen.getByRole('textbox', { name: /^제목/ }), '견적');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^문의 내용/ }),
      '분석을 맡기고 싶습니다',
    );
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ categoryId: 'etc' })),
    );
    // Empty again for the next question: the type chosen beforehand stays chosen.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^제목/ })).toHaveProperty('value', ''),
    );
    expect(screen.getByRole('combobox', { name: /^문의 유형/ })).toHaveProperty('value', 'etc');
  });

  it('edits: filled with the question, its files removable, and keeps the values after sending', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const onCancel = vi.fn();
    renderWithI18n(
      <QnaForm
        categories={categories}
        defaultValues={{ categoryId: 'usage', title: '처음', contents: '처음 내용' }}
        attachments={[
          { id: 'a1', fileName: '화면.png', sizeBytes: 2048 },
          { id: 'a2', fileName: '로그.txt', sizeBytes: 12 },
        ]}
        accept={['.png']}
        maxBytes={1024}
        onSubmit={onSubmit}
        onCancel={onCancel}
        messages={messages}
      />,
    );
    const kept = screen.getByRole('list', { name: '첨부된 파일' });
    expect(kept.textContent).toContain('화면.png');
    expect(screen.getByText('새 첨부 파일')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '화면.png 빼기' }));
    expect(screen.getByRole('list', { name: '첨부된 파일' }).textContent).not.toContain('화면.png');
    const title = screen.getByRole('textbox', { name: /^제목/ });
    await userEvent.clear(title);
    await userEvent.type(title, '고친 제목');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        categoryId: 'usage',
        title: '고친 제목',
        contents: '처음 내용',
        files: [],
        removeAttachmentIds: ['a1'],
      }),
    );
    expect(screen.getByRole('textbox', { name: /^제목/ })).toHaveProperty('value', '고친 제목');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
