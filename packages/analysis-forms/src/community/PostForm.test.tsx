import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { PostForm, type PostFormMessages } from './PostForm';
import { postFormSchema, postHtmlText } from './postSchema';

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the caret into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

/** The site passes its catalogue; two languages here to show the words are the caller's. */
const messages = (language: 'ko' | 'en'): PostFormMessages => {
  const ko = language === 'ko';
  return {
    title: ko ? '제목' : 'Title',
    content: ko ? '내용' : 'Text',
    nickname: ko ? '닉네임' : 'Nickname',
    nicknameDescription: ko ? '1~20자' : '1 to 20 characters',
    password: ko ? '비밀번호' : 'Password',
    passwordDescription: ko ? '4~30자' : '4 to 30 characters',
    passwordEdit: ko ? '글 비밀번호' : 'Post password',
    passwordEditDescription: ko ? '쓸 때 정한 비밀번호' : 'The one you set',
    submit: ko ? '등록' : 'Post',
    submitEdit: ko ? '수정 완료' : 'Save changes',
    failedTitle: ko ? '저장하지 못했습니다' : 'Not saved',
    errors: {
      titleRequired: ko ? '제목을 입력하세요.' : 'Enter a title.',
      titleTooLong: ko ? '제목이 깁니다.' : 'Title too long.',
      markup: ko ? '< > 금지' : 'No < or >.',
      contentRequired: ko ? '내용을 입력하세요.' : 'Enter the text.',
      contentTooLong: ko ? '내용이 깁니다.' : 'Text too long.',
      nicknameRequired: ko ? '닉네임을 입력하세요.' : 'Enter a nickname.',
      nicknameTooLong: ko ? '닉네임이 깁니다.' : 'Nickname too long.',
      passwordLength: ko ? '비밀번호는 4~30자' : 'Password of 4 to 30',
    },
  };
};

describe('postFormSchema', () => {
  it('follows the server: title and text for everyone, nickname and password for guests', () => {
    const member = postFormSchema('member');
    expect(member.safeParse({ title: '  제목  ', content: '<p>본문</p>' }).data).toMatchObject({
      title: '제목',
    });
    expect(member.safeParse({ title: 'a<b', content: '<p>x</p>' }).error?.issues[0]?.message).toBe(
      'markup',
    );
    expect(
      member.safeParse({ title: 'x', content: '<p> </p><p>&nbsp;</p>' }).error?.issues[0]?.message,
    ).toBe('contentRequired');
    expect(member.safeParse({ title: 'x'.repeat(201), content: '<p>x</p>' }).success).toBe(false);
    const guest = postFormSchema('guest');
    const issues = guest
      .safeParse({ title: 'x', content: '<p>x</p>', nickname: ' ', password: 'abc' })
      .error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['nicknameRequired', 'passwordLength']);
    expect(
      guest.safeParse({ title: 'x', content: '<p>x</p>', nickname: '손님', password: 'abcd' })
        .success,
    ).toBe(true);
    expect(postFormSchema('guestEdit').safeParse({ title: 'x', content: '<p>x</p>' }).success).toBe(
      false,
    );
  });

  it('reads the text of editor HTML as a person sees it', () => {
    expect(postHtmlText('<p>&lt;script&gt; 안녕</p><p>둘&amp;셋</p>')).toBe('<script> 안녕 둘&셋');
  });
});

describe('PostForm', () => {
  it('shows every rule broken in the caller’s words and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PostForm mode="guest" onSubmit={onSubmit} messages={messages('ko')} />);
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('제목을 입력하세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력하세요.')).toBeTruthy();
    expect(screen.getByText('닉네임을 입력하세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 4~30자')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a guest post with the editor HTML, and in English names the fields in English', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      // Typing into ProseMirror is not reliable in jsdom (the e2e types in Chromium): the
      // body comes in as a loaded draft.
      <PostForm
        mode="guest"
        defaultValues={{ title: '', content: '<p>본문입니다</p>' }}
        onSubmit={onSubmit}
        messages={messages('en')}
      />,
      'en',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Nickname/ }), '손님');
    await userEvent.type(screen.getByLabelText(/^Password/), 'pass1234');
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Hello');
    const editor = screen.getByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(editor.getAttribute('contenteditable')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Hello',
      content: '<p>본문입니다</p>',
      nickname: '손님',
      password: 'pass1234',
    });
  });

  it('asks a guest changing their post only for its password, with the post filled in', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <PostForm
        mode="guestEdit"
        editing
        defaultValues={{ title: '원래 제목', content: '<p>원래 본문</p>' }}
        onSubmit={onSubmit}
        failure={{ message: '글 비밀번호가 올바르지 않습니다.', messageEn: 'Wrong password.' }}
        messages={messages('ko')}
      />,
    );
    expect(screen.queryByRole('textbox', { name: /^닉네임/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^제목/ })).toHaveProperty('value', '원래 제목');
    expect(screen.getByRole('alert').textContent).toContain('글 비밀번호가 올바르지 않습니다.');
    fireEvent.click(screen.getByRole('button', { name: '수정 완료' }));
    expect(await screen.findByText('비밀번호는 4~30자')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^글 비밀번호/), 'pass1234');
    await userEvent.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: '원래 제목',
      content: '<p>원래 본문</p>',
      password: 'pass1234',
    });
  });
});
