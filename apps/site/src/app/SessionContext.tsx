import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { siteSessionMachine } from './api';

type SessionActorRef = ActorRefFrom<typeof siteSessionMachine>;
const SessionContext = createContext<SessionActorRef | null>(null);

/** Runs the session machine for the whole site; children render once an identity exists. */
export function SessionProvider({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const actorRef = useActorRef(siteSessionMachine);
  const ready = useSelector(
    actorRef,
    (snapshot) => !snapshot.matches('starting') && !snapshot.matches('creatingGuest'),
  );
  return (
    <SessionContext.Provider value={actorRef}>
      {ready ? children : fallback}
    </SessionContext.Provider>
  );
}

export function useSessionActor(): SessionActorRef {
  const actorRef = useContext(SessionContext);
  if (!actorRef) throw new Error('useSessionActor outside SessionProvider');
  return actorRef;
}

/** Admin level only reveals technical error details (spec point 6). */
export function useIsAdmin(): boolean {
  const actorRef = useSessionActor();
  return useSelector(actorRef, (snapshot) => {
    const identity = snapshot.context.identity;
    return identity?.kind === 'member' && identity.level === 'admin';
  });
}
