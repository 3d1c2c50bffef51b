import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { uiMachine, type HeaderType, type UiContext } from './uiState';

type UiActorRef = ActorRefFrom<typeof uiMachine>;
const UiStateContext = createContext<UiActorRef | null>(null);

/** Runs the global UI state for the whole site. */
export function UiStateProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(uiMachine);
  return <UiStateContext.Provider value={actorRef}>{children}</UiStateContext.Provider>;
}

export function useUiActor(): UiActorRef {
  const actorRef = useContext(UiStateContext);
  if (!actorRef) throw new Error('useUiActor outside UiStateProvider');
  return actorRef;
}

export function useUi<T>(select: (context: UiContext) => T): T {
  return useSelector(useUiActor(), (snapshot) => select(snapshot.context));
}

/** A page names itself (a catalogue text); the title goes when the page does. */
export function usePageTitle(title: string | null) {
  const ui = useUiActor();
  useEffect(() => {
    ui.send({ type: 'SET_TITLE', title });
    return () => ui.send({ type: 'SET_TITLE', title: null });
  }, [ui, title]);
}

/** A page that wants the plain header asks for it while it is shown. */
export function useHeaderType(headerType: HeaderType) {
  const ui = useUiActor();
  useEffect(() => {
    ui.send({ type: 'SET_HEADER_TYPE', headerType });
    return () => ui.send({ type: 'SET_HEADER_TYPE', headerType: 'default' });
  }, [ui, headerType]);
}
