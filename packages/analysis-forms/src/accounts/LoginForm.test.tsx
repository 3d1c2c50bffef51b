import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { LoginForm, type LoginFormProps } from './LoginForm';

function renderForm(props: Partial<LoginFormProps> = {}, language: 'ko' | 'en' = 'ko') {
  const onSubmit = vi.fn();
  const onSocial = vi.fn();
  renderWithI18n(
    <LoginForm
      onSubmit={onSubmit}
      onSocial={onSocial}
      renderLink={(href, label) => (
        <a key={href} href={href}>
          {label}
        </a>
      )}
      {...props}
    />,
    language,
  );
  return { onSubmit, onSocial, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('shows why empty and malformed values cannot be sent, and does not submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), 'hong@');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("after a refused attempt, a field's message follows what is typed", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), 'hong@');
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), 'example.kr');
    await waitFor(() => expect(screen.queryByText('이메일 형식이 올바르지 않습니다.')).toBeNull());
    // The password's message stays until the password is typed.
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
  });

  it('submits e-mail, password and the remember choice', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example.kr');
    await user.type(screen.getByLabelText(/^비밀번호/), 'secret1!');
    await user.click(screen.getByRole('checkbox', { name: '아이디(이메일) 저장' }));
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'hong@example.kr',
      password: 'secret1!',
      rememberEmail: true,
    });
  });

  it('fills in the remembered e-mail with the box ticked', () => {
    renderForm({ rememberedEmail: 'hong@example.kr' });
    expect((screen.getByLabelText(/^이메일/) as HTMLInputElement).value).toBe('hong@example.kr');
    const remember = screen.getByRole('checkbox', {
      name: '아이디(이메일) 저장',
    }) as HTMLInputElement;
    expect(remember.checked).toBe(true);
  });

  it('shows the failure of the last attempt', () => {
    renderForm({ failure: { kind: 'loginRejected', resCode: 401 } });
    expect(screen.getByRole('alert').textContent).toContain(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
  });

  it("prefers the server's words, in the reader's language", () => {
    const failure = {
      kind: 'loginRejected' as const,
      resCode: 429,
      message: '시도가 너무 많습니다.',
      messageEn: 'Too many attempts.',
    };
    renderForm({ failure });
    expect(screen.getByRole('alert').textContent).toContain('시도가 너무 많습니다.');
  });

  it("shows the client's own words when the call could not be made", () => {
    const error = Object.assign(new Error('서버에 연결할 수 없습니다.'), {
      messageEn: 'Cannot reach the server.',
    });
    renderForm({ failure: { kind: 'loginFailed', error } }, 'en');
    expect(screen.getByRole('alert').textContent).toContain('Cannot reach the server.');
  });

  it('falls back to the catalogue for an error without readable words', () => {
    renderForm({ failure: { kind: 'loginFailed', error: new Error('boom') } });
    expect(screen.getByRole('alert').textContent).toContain(
      '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('links to find e-mail, find password and sign-up, and offers the three social sign-ins', async () => {
    const { onSocial, user } = renderForm();
    expect(screen.getByRole('link', { name: '이메일 찾기' }).getAttribute('href')).toBe('/findid');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(
      '/register/email',
    );
    await user.click(screen.getByRole('button', { name: '카카오로 로그인' }));
    await user.click(screen.getByRole('button', { name: '네이버로 로그인' }));
    await user.click(screen.getByRole('button', { name: 'Google로 로그인' }));
    expect(onSocial.mock.calls).toEqual([['kakao'], ['naver'], ['google']]);
  });

  it('speaks English when asked', async () => {
    const { user } = renderForm({}, 'en');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();
  });
});
