import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import {
  IDLE_LOGOUT_MS,
  sessionMachine,
  type TokenCheckAnswer,
  I18nProvider,
} from '@tonggye/analysis-forms';
import { sealEnvelope } from '@tonggye/api';
import { createSiteI18n, storedLanguage } from '../i18n';
import { App } from './App';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { memberOnlyPaths } from './guardedPaths';
import {
  DEVELOPMENT_PERSIST_KEY,
  PERSISTED_STATE_KEY,
  createPersistedState,
} from './persistedState';
import { idleTimeoutFrom } from './siteConfig';
import { initialUiContext, uiMachine } from './uiState';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

const profile = { name: '홍길동', nickname: '길동', id: '42', userUuid: 'u-42', userProfile: null };

/** The session machine over this test's localStorage; the token check is answered here. */
function session(
  check: () => Promise<TokenCheckAnswer> = async () => ({ resCode: 200, user: profile }),
) {
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
  return sessionMachine.provide({
    actors: {
      readSession: fromPromise(async () => ({
        token: read('token'),
        guestId: read('nonMemberSession'),
        level: read('userLevel'),
      })),
      startGuestSession: fromPromise(async () => newGuest()),
      checkToken: fromPromise(check),
      logout: fromPromise<void, { token: string }>(async () => undefined),
      clearStoredSession: fromPromise(async () => {
        localStorage.removeItem('token');
        return newGuest();
      }),
    },
  });
}

function renderSite(path: string, machine = session(), language = storedLanguage()) {
  const memory = memoryLocation({ path, record: true });
  const i18n = createSiteI18n(language);
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <App sessionMachine={machine} />
      </Router>
    </I18nProvider>,
  );
  return { memory, i18n, user: userEvent.setup() };
}

const scrollTo = vi.fn();
beforeEach(() => {
  localStorage.clear();
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('fallback routes', () => {
  it('shows the 404 page for any unknown path', async () => {
    renderSite('/no/such/page');
    expect(await screen.findByText('페이지를 찾을 수 없습니다')).toBeTruthy();
    // The page names itself in the document title through the global UI state.
    await waitFor(() =>
      expect(document.title).toBe('페이지를 찾을 수 없습니다 | 통계 분석 서비스'),
    );
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });

  it('shows the fallback screen without details on the 500 route, with a way home', async () => {
    const { memory, user } = renderSite('/500');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops! Something went wrong.');
    expect(alert.textContent).toContain('페이지를 불러오는 중 오류가 발생했습니다.');
    expect(alert.querySelector('pre')).toBeNull();
    await user.click(screen.getByRole('button', { name: '홈으로' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/'));
  });
});

describe('error boundary', () => {
  function Broken(): never {
    throw new Error('chart data missing');
  }
  const renderBoundary = (isAdmin: boolean, resetKey = '/a') =>
    render(
      <RouteErrorBoundary
        title="Oops! Something went wrong."
        message="오류"
        retryLabel="다시 시도"
        isAdmin={isAdmin}
        resetKey={resetKey}
      >
        {resetKey === '/a' ? <Broken /> : <p>다른 페이지</p>}
      </RouteErrorBoundary>,
    );

  it('shows technical details to the admin level only, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = renderBoundary(true);
    expect(screen.getByRole('alert').querySelector('pre')?.textContent).toContain(
      'Error: chart data missing',
    );
    expect(logged).toHaveBeenCalledWith('render error', expect.any(Error), expect.anything());
    admin.unmount();
    renderBoundary(false);
    expect(screen.getByRole('alert').textContent).toContain('Oops! Something went wrong.');
    expect(screen.getByRole('alert').querySelector('pre')).toBeNull();
    expect(screen.queryByText(/chart data missing/)).toBeNull();
  });

  it('leaves the error screen when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderBoundary(false);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <RouteErrorBoundary title="t" message="m" retryLabel="r" isAdmin={false} resetKey="/b">
        <p>다른 페이지</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('다른 페이지')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('shell', () => {
  it('scrolls to the top on each path change', async () => {
    const { user } = renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    const calls = scrollTo.mock.calls.length;
    await user.click(screen.getByRole('link', { name: '통계처리' }));
    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(calls));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('names the page in the document title and the header landmarks from the catalogue', async () => {
    renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('통계 분석 서비스');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('link')
        .slice(0, 8)
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(['서비스 소개', '통계처리', '데이터 분석', 'Open API']));
  });

  it.each(memberOnlyPaths.filter((path) => !path.includes('*') && !path.includes(':')))(
    'guards %s: a guest goes to /login with the location, history replaced',
    async (path) => {
      const { memory } = renderSite(path);
      expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
      expect(memory.history).toEqual([`/login?${new URLSearchParams({ redirect: path })}`]);
    },
  );

  it('switches the language from the header and remembers the choice', async () => {
    const { user, i18n } = renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(screen.getByLabelText('언어'), 'en');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage()).toBe('en');
  });
});

describe('persisted user slice', () => {
  const state = () => createPersistedState({ storage: localStorage, key: DEVELOPMENT_PERSIST_KEY });

  it('keeps the member profile encrypted (never the token) and drops it on logout', async () => {
    localStorage.setItem('token', 'tok-secret');
    const { user } = renderSite('/');
    await screen.findByText('길동 님');
    await waitFor(() => expect(state().read('user')).toEqual(profile));
    const stored = localStorage.getItem(PERSISTED_STATE_KEY) ?? '';
    expect(stored).not.toContain('길동');
    expect(stored).not.toContain('tok-secret');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await screen.findByRole('link', { name: '로그인' });
    await waitFor(() => expect(state().read('user')).toBeNull());
  });

  it('names the member from the slice while the stored token is being checked', async () => {
    state().write('user', { ...profile, nickname: '기억된 이름' });
    localStorage.setItem('token', 'tok');
    let answer: (value: TokenCheckAnswer) => void = () => undefined;
    renderSite(
      '/',
      session(() => new Promise((resolve) => (answer = resolve))),
    );
    expect(await screen.findByText('기억된 이름 님')).toBeTruthy();
    answer({ resCode: 200, user: profile });
    expect(await screen.findByText('길동 님')).toBeTruthy();
  });

  it('ignores a corrupted slice: logged, discarded, the site works and writes it anew', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({
        user: 'U2FsdGVkX1-not-a-ciphertext',
        community: sealEnvelope(JSON.stringify({ noticePage: 2 }), DEVELOPMENT_PERSIST_KEY),
      }),
    );
    localStorage.setItem('token', 'tok');
    renderSite('/');
    expect(await screen.findByText('길동 님')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      'persisted state: user discarded (decryptionFailed)',
      expect.anything(),
    );
    await waitFor(() => expect(state().read('user')).toEqual(profile));
    expect(state().read('community')).toEqual({ noticePage: 2 });
  });
});

describe('global UI state', () => {
  it('starts loading with the six-entry menu, banner shown, ad slots registered', () => {
    const actor = createActor(uiMachine).start();
    expect(actor.getSnapshot().context).toEqual(initialUiContext);
    expect(initialUiContext).toMatchObject({
      loading: true,
      overlay: false,
      bannerShown: true,
      headerType: 'default',
      dialogs: [],
      adSlots: ['main_top', 'main_center'],
      popupSlots: ['main_popup'],
    });
    expect(initialUiContext.menus).toHaveLength(6);
  });

  it('changes title, header type, overlay, loading, banner and dialogs on its events', () => {
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'SET_TITLE', title: '로그인' });
    actor.send({ type: 'SET_HEADER_TYPE', headerType: 'plain' });
    actor.send({ type: 'SHOW_OVERLAY' });
    actor.send({ type: 'LOADED' });
    actor.send({ type: 'HIDE_BANNER' });
    actor.send({ type: 'OPEN_DIALOG', name: 'terms' });
    actor.send({ type: 'OPEN_DIALOG', name: 'privacy' });
    actor.send({ type: 'OPEN_DIALOG', name: 'terms' });
    expect(actor.getSnapshot().context).toMatchObject({
      title: '로그인',
      headerType: 'plain',
      overlay: true,
      loading: false,
      bannerShown: false,
      dialogs: ['privacy', 'terms'],
    });
    actor.send({ type: 'CLOSE_DIALOG', name: 'terms' });
    actor.send({ type: 'HIDE_OVERLAY' });
    expect(actor.getSnapshot().context).toMatchObject({ overlay: false, dialogs: ['privacy'] });
  });

  it('is no longer loading once the site knows the visitor', async () => {
    renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    // The loading overlay is not shown over a loaded page.
    expect(screen.queryByRole('status', { name: '불러오는 중입니다…' })).toBeNull();
  });
});

describe('idle timeout of the build', () => {
  it.each([
    [undefined, IDLE_LOGOUT_MS],
    ['', IDLE_LOGOUT_MS],
    ['abc', IDLE_LOGOUT_MS],
    ['500', IDLE_LOGOUT_MS],
    ['-5000', IDLE_LOGOUT_MS],
    ['5000', 5000],
    [' 120000 ', 120_000],
  ])('VITE_IDLE_TIMEOUT_MS=%j gives %i ms', (value, ms) => {
    expect(idleTimeoutFrom(value)).toBe(ms);
  });
});
