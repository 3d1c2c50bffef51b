import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { SessionMachine } from '@tonggye/analysis-forms';
import { RouteMemory } from './routeMemory';

type SessionActorRef = ActorRefFrom<SessionMachine>;
/** What sets and clears the machine's timers (xstate does not export its `Clock` type). */
export type SessionClock = NonNullable<ActorOptions<SessionMachine>['clock']>;
const SessionContext = createContext<SessionActorRef | null>(null);

/** Mouse moves come in bursts; one ACTIVITY a second is plenty for a one-hour timer. */
const ACTIVITY_THROTTLE_MS = 1000;

/**
 * Runs the session machine for the whole site (the site passes the machine with its
 * storage and HTTP actors); children render once an identity exists. Mouse moves and key
 * presses restart the idle-logout timer.
 */
export function SessionProvider({
  machine,
  clock,
  fallback,
  renderWhileStarting = false,
  children,
}: {
  machine: SessionMachine;
  /** Drives the idle timer; xstate's own when absent. */
  clock?: SessionClock;
  fallback: ReactNode;
  /**
   * Children render at once, before the stored session is read (the prerendered page and its
   * hydration: a fresh visitor, whose guest id follows in the same moment). Pages that need
   * an identity are never prerendered.
   */
  renderWhileStarting?: boolean;
  children: ReactNode;
}) {
  const actorRef = useActorRef(machine, clock ? { clock } : {});
  const ready = useSelector(
    actorRef,
    (snapshot) =>
      renderWhileStarting || (!snapshot.matches('starting') && !snapshot.matches('creatingGuest')),
  );
  useEffect(() => {
    let last = -Infinity;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      actorRef.send({ type: 'ACTIVITY' });
    };
    window.addEventListener('mousemove', onActivity, { passive: true });
    window.addEventListener('keydown', onActivity);
    return () => {
      window.removeEventListener('mousemove', onActivity);
      window.removeEventListener('keydown', onActivity);
    };
  }, [actorRef]);
  return (
    <SessionContext.Provider value={actorRef}>
      <RouteMemory session={actorRef} />
      {ready ? children : fallback}
    </SessionContext.Provider>
  );
}

export function useSessionActor(): SessionActorRef {
  const actorRef = useContext(SessionContext);
  if (!actorRef) throw new Error('useSessionActor outside SessionProvider');
  return actorRef;
}

/** A member is whoever holds a token; a guest holds only a guest id. */
export function useIsMember(): boolean {
  const actorRef = useSessionActor();
  return useSelector(actorRef, (snapshot) => snapshot.context.identity?.kind === 'member');
}

/** Admin level only reveals technical error details; visitors see the plain message. */
export function useIsAdmin(): boolean {
  const actorRef = useSessionActor();
  return useSelector(actorRef, (snapshot) => {
    const identity = snapshot.context.identity;
    return identity?.kind === 'member' && identity.level === 'admin';
  });
}
