import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, SimulatedClock } from 'xstate';
import {
  IDLE_LOGOUT_MS,
  sessionMachine,
  type LoginAnswer,
  type LoginValues,
  type SignUpValues,
  type TokenCheckAnswer,
  I18nProvider,
} from '@tonggye/analysis-forms';
import { createSiteI18n } from '../i18n';
import { App } from './App';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

const profile = {
  name: '홍길동',
  nickname: '길동',
  id: '42',
  userUuid: 'u-42',
  userProfile: null,
};
const accepted: LoginAnswer = { resCode: 200, token: 'tok-new', level: 'normal', user: profile };
const refused: LoginAnswer = { resCode: 401, token: null, level: null, user: profile };

/** The site's session machine with its HTTP calls answered here, over the test's localStorage. */
function fakeSession(answers: { login?: LoginAnswer; register?: LoginAnswer } = {}) {
  const calls = {
    login: vi.fn(async (_values: LoginValues) => answers.login ?? refused),
    register: vi.fn(async (_values: SignUpValues) => answers.register ?? refused),
    logout: vi.fn(async () => undefined),
  };
  const read = (key: string) => {
    const value = localStorage.getItem(key);
    return value === null || value === 'null' ? null : value;
  };
  let next = 1_000_000_000;
  const newGuest = () => {
    const id = `guest-${next++}`;
    localStorage.setItem('nonMemberSession', id);
    return id;
  };
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise(async () => ({
        token: read('token'),
        guestId: read('nonMemberSession'),
        level: read('userLevel'),
      })),
      startGuestSession: fromPromise(async () => newGuest()),
      login: fromPromise(({ input }) => calls.login(input)),
      register: fromPromise(({ input }) => calls.register(input)),
      checkToken: fromPromise<TokenCheckAnswer, { token: string }>(async () => ({
        resCode: 200,
        user: profile,
      })),
      logout: fromPromise<void, { token: string }>(async () => {
        await calls.logout();
      }),
      storeLogin: fromPromise(async ({ input }) => {
        localStorage.setItem('token', input.token);
        localStorage.removeItem('nonMemberSession');
      }),
      clearStoredSession: fromPromise(async () => {
        localStorage.removeItem('token');
        return newGuest();
      }),
    },
  });
  return { machine, calls };
}

function renderSite(path: string, session: ReturnType<typeof fakeSession>, clock?: SimulatedClock) {
  const [pathname = '/', search = ''] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <I18nProvider i18n={createSiteI18n('ko')}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <App sessionMachine={session.machine} clock={clock} />
      </Router>
    </I18nProvider>,
  );
  return { memory, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = () => undefined;
});
afterEach(() => localStorage.clear());

describe('guard', () => {
  it.each(['/qna', '/my-activity/profile'])(
    'sends a visitor without a token from %s to /login with the location, replacing history',
    async (path) => {
      const { memory } = renderSite(path, fakeSession());
      expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
      expect(memory.history).toEqual([
        `/login?${new URLSearchParams({ redirect: path }).toString()}`,
      ]);
    },
  );

  it('shows a guest the customer service contacts without signing in; only the Q&A form is guarded', async () => {
    const { memory, user } = renderSite('/customerService', fakeSession());
    expect(
      await screen.findByRole('heading', { level: 1, name: '고객 상담 안내' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('1588-0000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@tonggye.kr' })).toBeTruthy();
    expect(memory.history).toEqual(['/customerService']);
    await user.click(screen.getByRole('link', { name: '1:1 문의 남기기' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(memory.history.at(-1)).toBe(
      `/login?${new URLSearchParams({ redirect: '/qna' }).toString()}`,
    );
  });

  it('lets a member through', async () => {
    localStorage.setItem('token', 'tok');
    const { memory } = renderSite('/qna', fakeSession());
    // The service centre's Q&A page replaced the placeholder.
    expect(
      await screen.findByRole('heading', { level: 1, name: '1:1 문의' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(memory.history).toEqual(['/qna']);
  });
});

describe('completion pages without the id of what they confirm', () => {
  it.each([
    ['/subsComplete', '정기배송 신청이 완료되었습니다'],
    ['/ordermadeComplete', '제작 요청이 접수되었습니다'],
    ['/orderCompleteFromOrderMade', '주문이 완료되었습니다'],
    ['/subsCompleteFromOrderMade', '주문제작 정기배송이 시작되었습니다'],
  ])('%s says there is nothing to confirm, with no success headline', async (path, success) => {
    localStorage.setItem('token', 'tok');
    renderSite(path, fakeSession());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '확인할 신청이 없습니다' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(success)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('login page', () => {
  it('signs in, goes back to the requested location and shows the member entries', async () => {
    const session = fakeSession({ login: accepted });
    const { memory, user } = renderSite('/login?redirect=%2Fmy-activity', session);
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example.kr');
    await user.type(screen.getByLabelText(/^비밀번호/), 'secret1!');
    await user.click(screen.getByRole('checkbox', { name: '아이디(이메일) 저장' }));
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-activity'));
    expect(session.calls.login).toHaveBeenCalledWith({
      email: 'hong@example.kr',
      password: 'secret1!',
      rememberEmail: true,
    });
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(localStorage.getItem('savedEmail')).toBe('hong@example.kr');
    expect(await screen.findByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeTruthy();
    expect(screen.getByText('길동 님')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
  });

  it('shows the failure and stays a guest when the server refuses', async () => {
    const session = fakeSession({ login: refused });
    const { memory, user } = renderSite('/login', session);
    await user.type(await screen.findByLabelText(/^이메일/), 'hong@example.kr');
    await user.type(screen.getByLabelText(/^비밀번호/), 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(memory.history).toEqual(['/login']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('nonMemberSession')).toMatch(/^guest-/);
  });

  it('shows the validation messages without calling the server', async () => {
    const session = fakeSession();
    const { user } = renderSite('/login', session);
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeTruthy();
    expect(session.calls.login).not.toHaveBeenCalled();
  });
});

describe('sign-up page', () => {
  it('signs up and welcomes the new member on /registercomplete', async () => {
    const session = fakeSession({ register: accepted });
    const { memory, user } = renderSite('/register/email', session);
    await user.type(await screen.findByLabelText(/^이메일/), 'new@example.kr');
    await user.type(screen.getByLabelText(/^비밀번호(?! 확인)/), 'abc12$');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'abc12$');
    await user.type(screen.getByLabelText(/^이름/), '새 회원');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('heading', { name: '회원가입을 축하합니다' })).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/registercomplete');
    expect(session.calls.register).toHaveBeenCalledTimes(1);
  });

  it('sends a social sign-up without a sign-in ticket back to the social sign-in', async () => {
    renderSite('/register/kakao', fakeSession());
    expect(await screen.findByText('간편 회원가입 정보가 없습니다')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '가입하기' })).toBeNull();
  });

  it('shows the refusal and stays on the form', async () => {
    const session = fakeSession({ register: { ...refused, resCode: 409 } });
    const { memory, user } = renderSite('/register/email', session);
    await user.type(await screen.findByLabelText(/^이메일/), 'new@example.kr');
    await user.type(screen.getByLabelText(/^비밀번호(?! 확인)/), 'abc12$');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'abc12$');
    await user.type(screen.getByLabelText(/^이름/), '새 회원');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '회원가입을 완료하지 못했습니다.',
    );
    expect(memory.history).toEqual(['/register/email']);
  });
});

describe('header and session lifecycle', () => {
  it('logs out from the header', async () => {
    localStorage.setItem('token', 'tok');
    const session = fakeSession();
    const { user } = renderSite('/', session);
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '회원가입' })).toBeTruthy();
    expect(session.calls.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out after an hour without activity; a mouse move or key press restarts the hour', async () => {
    localStorage.setItem('token', 'tok');
    const clock = new SimulatedClock();
    renderSite('/', fakeSession(), clock);
    expect(await screen.findByRole('button', { name: '로그아웃' })).toBeTruthy();
    act(() => clock.increment(IDLE_LOGOUT_MS - 1000));
    fireEvent.mouseMove(window);
    act(() => clock.increment(IDLE_LOGOUT_MS - 1000));
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
    act(() => clock.increment(1000));
    expect(
      await screen.findByText('한 시간 동안 활동이 없어 자동으로 로그아웃되었습니다.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('counts a key press as activity', async () => {
    localStorage.setItem('token', 'tok');
    const clock = new SimulatedClock();
    renderSite('/', fakeSession(), clock);
    expect(await screen.findByRole('button', { name: '로그아웃' })).toBeTruthy();
    act(() => clock.increment(IDLE_LOGOUT_MS - 1));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => clock.increment(IDLE_LOGOUT_MS - 1));
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });
});
