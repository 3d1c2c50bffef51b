import './zodConfig';
import { whenIdle } from './app/idle';
import { isPrerenderedVisit } from './prerendered';
import { isPrerenderedPath } from './prerenderedPages';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

interface HeldEvent {
  type: string;
  target: EventTarget | null;
  /** A drop's files (none for a click or a form sent). */
  files?: File[];
}

/** A held drop of files, dropped again where it was: the app's drop zone takes them now. */
function dropAgain(target: Element, files: readonly File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop'])
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Lets clicks and forms through again, answering those the prerendered page held. */
function releaseHeldEvents(): HeldEvent[] {
  return (
    (window as { __prerendered?: { release: () => HeldEvent[] } }).__prerendered?.release() ?? []
  );
}

/** Whether React has taken this element over (it keeps its props on the elements it owns). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Waits (a frame at a time, at most about five seconds) until React owns these elements. */
async function whenOwned(elements: Element[]): Promise<void> {
  for (let frame = 0; frame < 300; frame += 1) {
    if (elements.every((element) => !element.isConnected || ownedByReact(element))) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The fields and buttons the prerendered page kept disabled until the app came. */
function enableHeldFields(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLElement & { disabled: boolean }>(
    '[data-until-app]',
  )) {
    field.disabled = false;
    delete field.dataset.untilApp;
  }
}

/**
 * Pretendard on wide screens only. A desktop's own Korean font (Windows' Malgun Gothic) is why
 * the site has a web font; a phone or tablet has a good one of its own (Apple SD Gothic Neo,
 * Noto Sans CJK / One UI Sans), and on it the web font would only cost its download on mobile
 * data and a second layout of every page when it swaps in.
 */
export const WEB_FONT_MEDIA = '(min-width: 1024px)';

/** Lets the browser paint and answer input before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start, in steps that each run in their own task (a phone's main thread is never held
 * for long while the page is already on screen): the language and its catalogue, React, the
 * app, then the first render or the hydration of the prerendered page.
 */
async function start(root: HTMLElement) {
  // The persisted slices' cipher, only when the browser holds slices: read before the first
  // render then, and not downloaded at all on a visit that keeps none (persistedState.ts).
  const cipher = import('./app/persistedState').then(({ hasPersistedEntry }) =>
    hasPersistedEntry(localStorage)
      ? import('./app/persistedCipher').then(({ loadPersistedCipher }) => loadPersistedCipher())
      : null,
  );
  const { createLazySiteI18n, storedLanguage } = await import('./i18n');
  // Korean is in the entry chunk and ready at once; a stored English choice loads its
  // catalogue first, so the page never shows Korean before switching.
  const language = storedLanguage();
  const i18n = await createLazySiteI18n(language);
  document.documentElement.lang = i18n.language;
  await nextTask();
  const [react, reactDom, { I18nProvider }, { Router }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./i18n/provider'),
    import('wouter'),
  ]);
  await nextTask();
  // The session machine's module first (building a machine walks all its states), the rest of
  // the app in the next task: two shorter tasks instead of one long one.
  await import('./app/sessionActors');
  await nextTask();
  const { App, preparePrerenderedPage, siteSession } = await import('./app/App');
  await cipher;
  await nextTask();
  siteSession();
  await nextTask();
  // The build prerenders a few pages as a fresh Korean visitor sees them (vite-prerender.ts).
  // That HTML is hydrated when this visit is such a visit; otherwise it is replaced.
  const path = location.pathname;
  const hydrate =
    isPrerenderedPath(path) && isPrerenderedVisit(root.dataset.prerendered, location, localStorage);
  if (hydrate) {
    // Once the prerendered page has asked for all its scripts (vite-prerender.ts), one per
    // task; then the page's module runs (its forms' schemas are built) in a task before the
    // hydration's.
    await (window as { __prerendered?: { preloaded?: Promise<void> } }).__prerendered?.preloaded;
    await preparePrerenderedPage(path, i18n);
    await nextTask();
  }
  // Once the page is the app's: its fields and buttons work, and the clicks held meanwhile are
  // done by the app (done on an element React does not own yet, a link would reload the page).
  const onHydrated = async () => {
    const held = releaseHeldEvents().filter(
      (event): event is HeldEvent & { target: Element } => event.target instanceof Element,
    );
    await whenOwned(held.map((event) => event.target));
    enableHeldFields(root);
    for (const { type, target, files = [] } of held) {
      if (!target.isConnected) continue;
      if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (type === 'drop') {
        if (files.length > 0) dropAgain(target, files);
      } else if (target instanceof HTMLElement) target.click();
    }
  };
  const app = (
    <react.StrictMode>
      <I18nProvider i18n={i18n}>
        <Router>
          <App prerendered={hydrate} onHydrated={hydrate ? () => void onHydrated() : undefined} />
        </Router>
      </I18nProvider>
    </react.StrictMode>
  );
  if (hydrate) {
    // A transition: React hydrates in short slices and the page stays responsive meanwhile.
    react.startTransition(() => {
      reactDom.hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    delete root.dataset.prerendered;
    reactDom.createRoot(root).render(app);
    // What the replaced page held has no target any more.
    releaseHeldEvents();
  }
  if (matchMedia(WEB_FONT_MEDIA).matches) void import('@tonggye/ui/fonts');
  // English for a visitor outside Korea, unless the visitor chose a language:
  // asked once the first screen is drawn and hydrated, so its call and any switch of catalogue
  // do not lengthen the tasks a phone's visitor waits on.
  await whenIdle();
  const { applyDetectedLanguage } = await import('./i18n/detect');
  void applyDetectedLanguage({ i18n, url: __IPINFO_URL__ });
}

void start(container);
