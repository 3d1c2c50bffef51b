import { Profiler, useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine, type StoredSession, I18nProvider } from '@tonggye/analysis-forms';
import { createSiteI18n } from '../i18n';
import { Layout } from './Layout';
import { SessionProvider } from './SessionContext';
import { UiStateProvider, useUiActor } from './UiStateContext';
import type { uiMachine } from './uiState';

// Set by Vite's `define` in the build; the site's API module reads it when loaded.
vi.hoisted(() => {
  (globalThis as { __ENVELOPE_KEY__?: string }).__ENVELOPE_KEY__ = '';
});

/** A guest session: nothing stored, a new guest id, no server involved. */
const guestSession = sessionMachine.provide({
  actors: {
    readSession: fromPromise(async (): Promise<StoredSession> => ({
      token: null,
      guestId: null,
      level: null,
    })),
    startGuestSession: fromPromise(async () => 'guest-1000000000'),
  },
});

type UiActor = ActorRefFrom<typeof uiMachine>;

/** Hands the UI actor to the test, outside the measured tree. */
function GrabUi({ onActor }: { onActor: (actor: UiActor) => void }) {
  const actor = useUiActor();
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}

/**
 * The layout inside a React Profiler: `commits` counts every commit of the layout's tree. The
 * page inside is a constant element that reads no UI state, so any commit after the first
 * render comes from the layout itself re-rendering.
 */
function renderLayout(path = '/notice') {
  let ui: UiActor | null = null;
  const commits: string[] = [];
  const memory = memoryLocation({ path });
  render(
    <I18nProvider i18n={createSiteI18n('ko')}>
      <Router hook={memory.hook}>
        <UiStateProvider>
          <GrabUi onActor={(actor) => (ui = actor)} />
          <SessionProvider machine={guestSession} fallback={<p>starting</p>}>
            <Profiler id="layout" onRender={(_id, phase) => commits.push(phase)}>
              <Layout>
                <p>page body</p>
              </Layout>
            </Profiler>
          </SessionProvider>
        </UiStateProvider>
      </Router>
    </I18nProvider>,
  );
  return {
    commits,
    send: (event: Parameters<UiActor['send']>[0]) =>
      act(() => {
        if (!ui) throw new Error('no UI actor');
        ui.send(event);
      }),
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('Layout renders', () => {
  it('does not re-render on UI-state changes it does not show', async () => {
    const { commits, send } = renderLayout();
    expect(await screen.findByText('page body')).toBeTruthy();
    // Let the start-up settle (the layout's LOADED, the session's guest start).
    await waitFor(() => expect(commits.length).toBeGreaterThan(0));
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    const settled = commits.length;

    send({ type: 'OPEN_DIALOG', name: 'event-popup' });
    send({ type: 'CLOSE_DIALOG', name: 'event-popup' });
    send({ type: 'HIDE_BANNER' });
    send({ type: 'LOADED' });
    send({ type: 'NOTICE_TAB_CHOSEN', tabIndex: 1 });
    send({ type: 'NOTICE_PAGE_CHOSEN', page: 3 });
    send({ type: 'NOTICE_OPENED', scrollY: 420, historyIndex: 3 });
    send({ type: 'NOTICE_RETURNED' });
    send({ type: 'NOTICE_CACHE_RESET' });
    expect(commits.length).toBe(settled);

    // The counter does see the layout's own state: a page title re-renders it once.
    send({ type: 'SET_TITLE', title: '공지사항' });
    expect(commits.length).toBe(settled + 1);
    await waitFor(() => expect(document.title).toBe('공지사항 | 통계 분석 서비스'));
  });
});

describe('Layout menu', () => {
  it.each([
    ['/services', '통계처리'],
    ['/services/anal/cause/factor/setting', '통계처리'],
    ['/services/desc', '데이터 분석'],
    ['/services/desc/stats/descriptive', '데이터 분석'],
  ])('marks one entry as the current page at %s: %s', async (path, current) => {
    renderLayout(path);
    const menu = await screen.findByRole('navigation', { name: '주 메뉴' });
    const marked = Array.from(menu.querySelectorAll('a[aria-current="page"]')).map(
      (link) => link.textContent,
    );
    expect(marked).toEqual([current]);
  });
});

describe('Layout footer', () => {
  it('links the company pages, terms, privacy and customer service', async () => {
    renderLayout();
    const footer = await screen.findByRole('navigation', { name: '사이트 정보' });
    const links = Array.from(footer.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['회사 소개', '/about-us'],
      ['회사 소식', '/company/company-news'],
      ['오시는 길', '/direction'],
      ['인증 및 특허', '/member/certificates-and-patents'],
      ['이용약관', '/member/terms-of-service'],
      ['개인정보처리방침', '/member/privacy-statement'],
      ['고객센터', '/customerService'],
    ]);
  });
});

describe('Layout and the global UI state', () => {
  /** The layout over a session whose start the test releases, with the UI actor handed out. */
  function renderStarting() {
    let ui: UiActor | null = null;
    let release: (stored: StoredSession) => void = () => undefined;
    const held = sessionMachine.provide({
      actors: {
        readSession: fromPromise(
          () => new Promise<StoredSession>((resolve) => (release = resolve)),
        ),
        startGuestSession: fromPromise(async () => 'guest-1000000000'),
      },
    });
    render(
      <I18nProvider i18n={createSiteI18n('ko')}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <UiStateProvider>
            <GrabUi onActor={(actor) => (ui = actor)} />
            <SessionProvider machine={held} fallback={<p>starting</p>}>
              <Layout>
                <p>page body</p>
              </Layout>
            </SessionProvider>
          </UiStateProvider>
        </Router>
      </I18nProvider>,
    );
    const actor = () => {
      if (!ui) throw new Error('no UI actor');
      return ui;
    };
    return { actor, release: (stored: StoredSession) => act(() => release(stored)) };
  }

  it('is loading until the site knows the visitor, then not', async () => {
    const { actor, release } = renderStarting();
    expect(screen.getByText('starting')).toBeTruthy();
    expect(actor().getSnapshot().context.loading).toBe(true);
    await release({ token: null, guestId: 'guest-0000000001', level: null });
    expect(await screen.findByText('page body')).toBeTruthy();
    await waitFor(() => expect(actor().getSnapshot().context.loading).toBe(false));
  });

  it('shows the overlay and the plain header when the UI state asks', async () => {
    const { actor, release } = renderStarting();
    await release({ token: null, guestId: 'guest-0000000001', level: null });
    await screen.findByText('page body');
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay.getAttribute('data-visible')).toBe('false');
    act(() => actor().send({ type: 'SHOW_OVERLAY' }));
    expect(overlay.getAttribute('data-visible')).toBe('true');
    expect(overlay.textContent).toContain('불러오는 중입니다…');
    act(() => actor().send({ type: 'HIDE_OVERLAY' }));
    expect(overlay.getAttribute('data-visible')).toBe('false');

    const menu = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(menu.querySelectorAll('a')).toHaveLength(6);
    act(() => actor().send({ type: 'SET_HEADER_TYPE', headerType: 'plain' }));
    expect(screen.queryByRole('link', { name: '통계처리' })).toBeNull();
    act(() => actor().send({ type: 'SET_HEADER_TYPE', headerType: 'default' }));
    expect(screen.getByRole('link', { name: '통계처리' })).toBeTruthy();
  });
});
