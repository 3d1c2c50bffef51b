import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import type { SessionFailure } from '../machines/session';
import { SignUpForm } from './SignUpForm';

function renderForm(
  props: { failure?: SessionFailure; checkEmailTaken?: (email: string) => Promise<boolean> } = {},
) {
  const onSubmit = vi.fn();
  renderWithI18n(<SignUpForm onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^이메일/), 'new@example.kr');
  await user.type(field(/^비밀번호(?! 확인)/), 'abc12$');
  await user.type(field(/^비밀번호 확인/), 'abc12$');
  await user.type(field(/^이름/), '새 회원');
  await user.type(field(/^휴대폰 번호/), '01012345678');
  await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
  await user.click(screen.getByRole('checkbox', { name: /개인정보/ }));
}

describe('SignUpForm', () => {
  it('shows the rule each field breaks and does not submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field(/^이메일/), 'hong@');
    await user.type(field(/^비밀번호(?! 확인)/), 'abc123');
    await user.type(field(/^비밀번호 확인/), 'abc124');
    await user.type(field(/^이름/), 'user1');
    await user.type(field(/^휴대폰 번호/), '010-1234');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(
      screen.getByText(
        '비밀번호에 영문, 숫자, 특수문자($ @ ! % ^ & * # ? = + ( ) . -)를 하나 이상씩 넣어 주세요.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.getByText('이름은 한글, 영문, 공백만 입력할 수 있습니다.')).toBeTruthy();
    expect(screen.getByText('숫자만 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이용약관에 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 or longer than 15 characters', async () => {
    const { user } = renderForm();
    await user.type(field(/^비밀번호(?! 확인)/), 'a1$');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('비밀번호는 6~15자로 입력해 주세요.')).toBeTruthy();
    await user.clear(field(/^비밀번호(?! 확인)/));
    await user.type(field(/^비밀번호(?! 확인)/), 'abcdefghijk12$$$');
    expect(await screen.findByText('비밀번호는 6~15자로 입력해 주세요.')).toBeTruthy();
  });

  it('submits valid values', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'new@example.kr',
      password: 'abc12$',
      passwordConfirm: 'abc12$',
      name: '새 회원',
      mobile: '01012345678',
      birth: '',
      gender: 'female',
      agreeTerms: true,
      agreePrivacy: true,
    });
  });

  it('says so when the e-mail is already registered, once the field is left', async () => {
    const checkEmailTaken = vi.fn(async (email: string) => email === 'taken@example.kr');
    const { user } = renderForm({ checkEmailTaken });
    await user.type(field(/^이메일/), 'hong@');
    await user.tab();
    expect(checkEmailTaken).not.toHaveBeenCalled(); // not a valid address yet
    await user.clear(field(/^이메일/));
    await user.type(field(/^이메일/), 'free@example.kr');
    await user.tab();
    await waitFor(() => expect(checkEmailTaken).toHaveBeenCalledWith('free@example.kr'));
    expect(screen.queryByText(/이미 가입된 이메일입니다/)).toBeNull();
    await user.clear(field(/^이메일/));
    await user.type(field(/^이메일/), ' taken@example.kr');
    await user.tab();
    expect(
      await screen.findByText(
        '이미 가입된 이메일입니다. 로그인하거나 다른 이메일을 사용해 주세요.',
      ),
    ).toBeTruthy();
    expect(checkEmailTaken).toHaveBeenLastCalledWith('taken@example.kr');
  });

  it('shows the failure of the last attempt', () => {
    renderForm({ failure: { kind: 'registerRejected', resCode: 409 } });
    expect(screen.getByRole('alert').textContent).toContain(
      '회원가입을 완료하지 못했습니다. 이미 가입된 이메일인지 확인해 주세요.',
    );
  });
});
