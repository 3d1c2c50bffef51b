import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import {
  sessionMachine,
  type LoginAnswer,
  type SignUpValues,
  type SocialLoginAnswer,
  type SocialLoginRequest,
  type StoredSession,
  type TokenCheckAnswer,
  I18nProvider,
} from '@tonggye/analysis-forms';
import { App } from '../app/App';
import { createSiteI18n } from '../i18n';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

const profile = {
  name: '카카오',
  nickname: null,
  id: 'k@example.kr',
  userUuid: 'u',
  userProfile: null,
};

/**
 * The site's session machine with the social provider's answer given here (the provider is
 * the edge of the system); storage is the test's localStorage, as in the browser.
 */
function session(social: SocialLoginAnswer | Error) {
  const calls = {
    social: vi.fn(async (_request: SocialLoginRequest) => {
      if (social instanceof Error) throw social;
      return social;
    }),
    register: vi.fn(async (_values: SignUpValues): Promise<LoginAnswer> => ({
      resCode: 200,
      token: 'tok-social',
      level: 'member',
      user: profile,
    })),
  };
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise<StoredSession>(async () => ({
        token: localStorage.getItem('token'),
        guestId: localStorage.getItem('nonMemberSession'),
        level: localStorage.getItem('userLevel'),
      })),
      startGuestSession: fromPromise(async () => 'guest-0000000001'),
      socialLogin: fromPromise(({ input }) => calls.social(input)),
      register: fromPromise(({ input }) => calls.register(input)),
      storeLogin: fromPromise(async ({ input }) => {
        localStorage.setItem('token', input.token);
        localStorage.removeItem('nonMemberSession');
      }),
      checkToken: fromPromise<TokenCheckAnswer, { token: string }>(async () => ({
        resCode: 200,
        user: profile,
      })),
      logout: fromPromise<void, { token: string }>(async () => {}),
      clearStoredSession: fromPromise(async () => 'guest-0000000002'),
    },
  });
  return { machine, calls };
}

function renderAt(path: string, machine: ReturnType<typeof session>['machine']) {
  const [pathname = '/', search = ''] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <I18nProvider i18n={createSiteI18n('ko')}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <App sessionMachine={machine} />
      </Router>
    </I18nProvider>,
  );
  return memory;
}

const answer = (count: number, extra: Partial<SocialLoginAnswer> = {}): SocialLoginAnswer => ({
  count,
  accessToken: null,
  id: null,
  name: null,
  snsInfo: { provider: 'kakao', providerId: '1', email: 'k@example.kr', name: '카카오' },
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('nonMemberSession', 'guest-0000000001');
  window.scrollTo = () => undefined;
});

describe('/auth/{social}', () => {
  it('count above 0 signs in with the code and state and returns where the guard asked', async () => {
    sessionStorage.setItem('socialReturnTo', '/my-activity/profile');
    const { machine, calls } = session(answer(1, { accessToken: 'tok-k', id: 'k@example.kr' }));
    const memory = renderAt('/auth/kakao?code=c-1&state=s-1', machine);
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-activity/profile'));
    expect(calls.social).toHaveBeenCalledWith({ socialName: 'kakao', code: 'c-1', state: 's-1' });
    expect(localStorage.getItem('token')).toBe('tok-k');
    expect(await screen.findByRole('button', { name: '로그아웃' })).toBeTruthy();
  });

  it('count 0 leads to the social sign-up form, which signs up with the ticket', async () => {
    const { machine, calls } = session(answer(0, { signupTicket: 'ticket-9' }));
    const memory = renderAt('/auth/kakao?code=c&state=s', machine);
    expect(
      await screen.findByRole('heading', { name: '간편 회원가입' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/register/kakao');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(
      await screen.findByRole('heading', { name: '회원가입을 축하합니다' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.register.mock.calls[0]?.[0]).toMatchObject({
      email: 'k@example.kr',
      name: '카카오',
      password: '',
      signupTicket: 'ticket-9',
    });
    // Two lazy routes load on the way: give a busy machine time.
  }, 20_000);

  it('count -99 says a member already has the e-mail and stays a guest', async () => {
    const { machine } = session(answer(-99, { linkTicket: 'link-1' }));
    renderAt('/auth/naver?code=c&state=s', machine);
    expect(await screen.findByText('이미 가입된 이메일입니다')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's words when the sign-in is refused", async () => {
    const refused = Object.assign(new Error('refused'), {
      message: '간편 로그인 요청이 만료되었습니다.',
      messageEn: 'The sign-in request has expired.',
    });
    const { machine } = session(refused);
    renderAt('/auth/google?code=c&state=s', machine);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '간편 로그인 요청이 만료되었습니다.',
    );
  });

  it('does not call the server when the provider reports a cancellation', async () => {
    const { machine, calls } = session(answer(1));
    renderAt('/auth/kakao?error=access_denied&state=s', machine);
    expect(await screen.findByText('간편 로그인이 취소되었습니다.')).toBeTruthy();
    expect(calls.social).not.toHaveBeenCalled();
  });
});
