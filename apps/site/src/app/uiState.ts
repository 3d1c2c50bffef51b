import { assign, setup } from 'xstate';
import {
  initialNoticeCache,
  nextNoticeCache,
  noticeCacheEventTypes,
  type NoticeCache,
  type NoticeCacheEvent,
} from './noticeCache';

/** How the header is drawn: the full header, or a plain one for focused screens (sign-in). */
export const headerTypes = ['default', 'plain'] as const;
export type HeaderType = (typeof headerTypes)[number];

/** One entry of the top menu: its catalogue key and where it leads. */
export interface MenuEntry {
  labelKey: string;
  href: string;
}

/** The six top-menu entries of the header. */
export const topMenu: readonly MenuEntry[] = [
  { labelKey: 'menu.about', href: '/about-us' },
  { labelKey: 'menu.statistics', href: '/services' },
  { labelKey: 'menu.dataAnalysis', href: '/services/desc' },
  { labelKey: 'menu.community', href: '/qaiclink' },
  { labelKey: 'menu.inquiry', href: '/qna' },
  { labelKey: 'menu.openApi', href: '/open-api' },
];

/** Ad and popup slots registered at start; each is filled by its own call. */
export const AD_SLOTS = ['main_top', 'main_center'] as const;
export const POPUP_SLOTS = ['main_popup'] as const;

/** The site-wide UI state, read by the layout instead of passed down as props. */
export interface UiContext {
  /** The page's own title (a catalogue text), shown before the brand in the document title. */
  title: string | null;
  headerType: HeaderType;
  /** The dimmed loading overlay over the page (500 ms fade). */
  overlay: boolean;
  /** True until the site knows who the visitor is; the full-screen spinner shows meanwhile. */
  loading: boolean;
  menus: readonly MenuEntry[];
  /** The top advertising banner, until the visitor closes it. */
  bannerShown: boolean;
  /** Names of the dialogs open now, the last one on top. */
  dialogs: readonly string[];
  adSlots: readonly string[];
  popupSlots: readonly string[];
  /** The notice list's cache, see `noticeCache.ts`. */
  notices: NoticeCache;
}

export type UiEvent =
  | { type: 'SET_TITLE'; title: string | null }
  | { type: 'SET_HEADER_TYPE'; headerType: HeaderType }
  | { type: 'SHOW_OVERLAY' }
  | { type: 'HIDE_OVERLAY' }
  | { type: 'LOADED' }
  | { type: 'HIDE_BANNER' }
  | { type: 'OPEN_DIALOG'; name: string }
  | { type: 'CLOSE_DIALOG'; name: string }
  | NoticeCacheEvent;

export const initialUiContext: UiContext = {
  title: null,
  headerType: 'default',
  overlay: false,
  loading: true,
  menus: topMenu,
  bannerShown: true,
  dialogs: [],
  adSlots: AD_SLOTS,
  popupSlots: POPUP_SLOTS,
  notices: initialNoticeCache,
};

export const uiMachine = setup({
  types: { context: {} as UiContext, events: {} as UiEvent },
}).createMachine({
  id: 'ui',
  context: initialUiContext,
  on: {
    SET_TITLE: { actions: assign({ title: ({ event }) => event.title }) },
    SET_HEADER_TYPE: { actions: assign({ headerType: ({ event }) => event.headerType }) },
    SHOW_OVERLAY: { actions: assign({ overlay: true }) },
    HIDE_OVERLAY: { actions: assign({ overlay: false }) },
    LOADED: { actions: assign({ loading: false }) },
    HIDE_BANNER: { actions: assign({ bannerShown: false }) },
    OPEN_DIALOG: {
      actions: assign({
        dialogs: ({ context, event }) => [
          ...context.dialogs.filter((name) => name !== event.name),
          event.name,
        ],
      }),
    },
    // The notice list's cache: every one of its events goes through `nextNoticeCache`.
    ...Object.fromEntries(
      noticeCacheEventTypes.map((type) => [
        type,
        {
          actions: assign({
            notices: ({ context, event }: { context: UiContext; event: UiEvent }) =>
              nextNoticeCache(context.notices, event as NoticeCacheEvent),
          }),
        },
      ]),
    ),
    CLOSE_DIALOG: {
      actions: assign({
        dialogs: ({ context, event }) => context.dialogs.filter((name) => name !== event.name),
      }),
    },
  },
});

export type UiMachine = typeof uiMachine;
