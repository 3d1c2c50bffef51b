import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../components/test-utils';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { FindEmailForm } from './FindEmailForm';
import { InquiryForm } from './InquiryForm';
import { ProfileForm } from './ProfileForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignUpForm } from './SignUpForm';

const serverRefusal = {
  message: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
  messageEn: 'The verification code is wrong or has expired. Please request a new code.',
};

describe('FindEmailForm', () => {
  it('checks name and mobile number live, then submits them', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<FindEmailForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^이름/), 'hong1');
    await user.tab();
    expect(await screen.findByText('이름은 한글, 영문, 공백만 입력할 수 있습니다.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^이름/));
    await user.type(screen.getByLabelText(/^이름/), '홍길동');
    await waitFor(() =>
      expect(screen.queryByText('이름은 한글, 영문, 공백만 입력할 수 있습니다.')).toBeNull(),
    );
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.click(screen.getByRole('button', { name: '이메일 찾기' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { name: '홍길동', mobile: '01012345678' },
        expect.anything(),
      ),
    );
  });

  it('lists the masked addresses found, or says none was found', () => {
    const { rerender } = renderWithI18n(
      <FindEmailForm onSubmit={vi.fn()} found={['ho***@example.com']} />,
    );
    expect(within(screen.getByRole('list')).getByText('ho***@example.com')).toBeTruthy();
    rerender(<FindEmailForm onSubmit={vi.fn()} found={[]} />);
    expect(screen.getByText('입력한 정보로 가입된 이메일이 없습니다.')).toBeTruthy();
  });
});

describe('ResetPasswordForm', () => {
  it('asks for a valid e-mail before sending a code', async () => {
    const onSendCode = vi.fn();
    renderWithI18n(<ResetPasswordForm onSendCode={onSendCode} onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeTruthy();
    expect(onSendCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^이메일/), ' hong@example.kr ');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(onSendCode).toHaveBeenCalledWith('hong@example.kr');
  });

  it('refuses a code that is not six digits and a password outside the rules', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ResetPasswordForm onSendCode={vi.fn()} onSubmit={onSubmit} codeSent />);
    const user = userEvent.setup();
    expect(screen.getByText(/인증번호를 보냈습니다/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example.kr');
    await user.type(screen.getByLabelText(/^인증번호/), '12a');
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'abc123');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('메일로 받은 6자리 숫자를 입력해 주세요.')).toBeTruthy();
    expect(
      screen.getByText(
        '비밀번호에 영문, 숫자, 특수문자($ @ ! % ^ & * # ? = + ( ) . -)를 하나 이상씩 넣어 주세요.',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^인증번호/));
    await user.type(screen.getByLabelText(/^인증번호/), '123456');
    await user.clear(screen.getByLabelText(/^새 비밀번호(?! 확인)/));
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'abc12$');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'abc12$');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'hong@example.kr',
      code: '123456',
      password: 'abc12$',
      passwordConfirm: 'abc12$',
    });
  });

  it("shows the server's words in the reader's language, and the end", () => {
    const { rerender } = renderWithI18n(
      <ResetPasswordForm onSendCode={vi.fn()} onSubmit={vi.fn()} failure={serverRefusal} />,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toContain(serverRefusal.messageEn);
    rerender(<ResetPasswordForm onSendCode={vi.fn()} onSubmit={vi.fn()} done />);
    expect(screen.getByText('Sign in with your new password.')).toBeTruthy();
  });
});

describe('ChangePasswordForm', () => {
  it('needs the current password and a matching new one', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ChangePasswordForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'new12$');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'new12%');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('현재 비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^현재 비밀번호/), 'abc12$');
    await user.clear(screen.getByLabelText(/^새 비밀번호 확인/));
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'new12$');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      oldPassword: 'abc12$',
      newPassword: 'new12$',
    });
  });
});

describe('ProfileForm', () => {
  const profile = { name: '홍길동', nickname: '', mobile: '01012345678', birth: '', gender: '' };

  it('submits the values with the fields that changed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <ProfileForm
        email="hong@example.kr"
        profile={profile as never}
        onSubmit={onSubmit}
        onImageChange={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByText('hong@example.kr')).toBeTruthy();
    await user.type(screen.getByLabelText(/^닉네임/), '길동');
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual(['nickname', 'gender']);
  });

  it('refuses a mobile number with other characters than digits', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <ProfileForm
        email="hong@example.kr"
        profile={profile as never}
        onSubmit={onSubmit}
        onImageChange={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^휴대폰 번호/));
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '010-1234');
    await user.tab();
    expect(await screen.findByText('숫자만 입력해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the chosen picture', async () => {
    const onImageChange = vi.fn();
    renderWithI18n(
      <ProfileForm
        email="hong@example.kr"
        profile={profile as never}
        onSubmit={vi.fn()}
        onImageChange={onImageChange}
        imageUrl="/user/profile-image/x.png"
      />,
    );
    expect(screen.getByRole('img', { name: '프로필 사진' }).getAttribute('src')).toBe(
      '/user/profile-image/x.png',
    );
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText(/^사진 바꾸기/), file);
    expect(onImageChange).toHaveBeenCalledWith(file);
  });
});

describe('DeleteAccountForm', () => {
  it('deletes only after the confirmation dialog', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<DeleteAccountForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'abc12$');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }),
    );
    expect(onSubmit).toHaveBeenCalledWith({ password: 'abc12$' });
  });
});

describe('SignUpForm', () => {
  it('validates live: a field is checked when left', async () => {
    renderWithI18n(<SignUpForm onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^이메일/), 'hong@');
    await user.tab();
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), 'example.kr');
    await waitFor(() => expect(screen.queryByText('이메일 형식이 올바르지 않습니다.')).toBeNull());
  });

  it('social sign-up: no password, the provider details filled in, the ticket sent', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <SignUpForm
        onSubmit={onSubmit}
        social={{
          provider: 'kakao',
          signupTicket: 'ticket-1',
          email: 'kakao@example.kr',
          name: '카카오',
        }}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: '간편 회원가입' })).toBeTruthy();
    expect(screen.getByText(/카카오 계정으로 가입합니다/)).toBeTruthy();
    expect(screen.queryByLabelText(/^비밀번호/)).toBeNull();
    expect((screen.getByLabelText(/^이메일/) as HTMLInputElement).value).toBe('kakao@example.kr');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'kakao@example.kr',
      name: '카카오',
      password: '',
      signupTicket: 'ticket-1',
    });
  });
});

describe('InquiryForm', () => {
  it('needs a kind, a title and the text, then submits them trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <InquiryForm categories={[{ value: 'c1', label: '분석 서비스' }]} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('문의 유형을 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('제목을 입력해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText(/^문의 유형/), 'c1');
    await user.type(screen.getByLabelText(/^제목/), ' 결과 해석 ');
    await user.type(screen.getByLabelText(/^문의 내용/), '왜도가 무엇인가요?');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      categoryId: 'c1',
      title: '결과 해석',
      contents: '왜도가 무엇인가요?',
    });
  });
});

describe('ChangeEmailForm', () => {
  it('sends the code to a valid new address, then submits the address with the code', async () => {
    const onSendCode = vi.fn();
    const onSubmit = vi.fn();
    renderWithI18n(<ChangeEmailForm onSendCode={onSendCode} onSubmit={onSubmit} codeSent />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^새 이메일/), 'new@');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(onSendCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^새 이메일/), 'example.kr');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(onSendCode).toHaveBeenCalledWith('new@example.kr');
    await user.type(screen.getByLabelText(/^인증번호/), '654321');
    await user.click(screen.getByRole('button', { name: '이메일 변경' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'new@example.kr', code: '654321' });
  });
});
