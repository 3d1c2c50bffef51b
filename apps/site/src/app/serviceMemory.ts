import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { WizardActorRef, WizardEvent, WizardSnapshot } from '@tonggye/analysis-forms';
import { analysisPaths } from './analysisPaths';
import type { PersistedState, SliceValue } from './persistedState';
import type { SliceOwner } from './routeMemory';
import { useSessionActor } from './SessionContext';
import { sitePersistedState } from './siteConfig';

/**
 * The `service` slice of the remembered state: the visitor's working dataset and the last analysis they
 * opened, so a returning visitor finds the dataset chosen when they open an analysis and the
 * services root offers to continue. Only names and ids: the data stays on the server.
 */
export interface ServiceMemory {
  owner: SliceOwner;
  /** An address of `analysisPaths`, or null. */
  analysisPath: string | null;
  dataset: { uuid: string; name: string } | null;
}

const MAX_TEXT = 500;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= MAX_TEXT ? value : null;
}

/** The slice as a `ServiceMemory`; anything else in it (a foreign or older shape) is ignored. */
export function serviceMemoryOf(value: SliceValue | null): ServiceMemory | null {
  if (value === null) return null;
  const owner = value.owner === 'member' || value.owner === 'guest' ? value.owner : null;
  if (owner === null) return null;
  const path = text(value.analysisPath);
  const analysisPath =
    path !== null && (analysisPaths as readonly string[]).includes(path) ? path : null;
  const stored = value.dataset as Record<string, unknown> | null | undefined;
  const uuid = typeof stored === 'object' && stored !== null ? text(stored.uuid) : null;
  const name = typeof stored === 'object' && stored !== null ? text(stored.name) : null;
  return { owner, analysisPath, dataset: uuid !== null ? { uuid, name: name ?? uuid } : null };
}

export function readServiceMemory(state: PersistedState): ServiceMemory | null {
  return serviceMemoryOf(state.read('service'));
}

function sameMemory(a: ServiceMemory | null, b: ServiceMemory | null): boolean {
  return (
    a?.owner === b?.owner &&
    a?.analysisPath === b?.analysisPath &&
    a?.dataset?.uuid === b?.dataset?.uuid &&
    a?.dataset?.name === b?.dataset?.name
  );
}

/** What the pages show for a dataset: its title, else its file name. */
function datasetName(dataset: { title?: string | null; fileName: string }): string {
  return (dataset.title || dataset.fileName).slice(0, MAX_TEXT);
}

/**
 * Follows one analysis page's wizard and keeps the `service` slice in step with it:
 * - the page's analysis is the last one opened, the dataset the wizard holds is the working one;
 * - when the page was opened at the bare intro (`preselect`), the remembered dataset is opened
 *   as soon as the visitor's list of datasets shows it (the wizard's own `OPEN_DATASET`, as the
 *   list's "open" button sends), once per page;
 * - a remembered dataset missing from that list (deleted, or another owner's) is forgotten
 *   silently: the intro simply shows, without an error.
 * `observe` returns the event to send to the wizard, if any.
 */
export function createServiceMemoryFollower({
  state,
  analysisPath,
  preselect,
}: {
  state: PersistedState;
  analysisPath: string;
  preselect: boolean;
}) {
  let memory = readServiceMemory(state);
  let offered = !preselect;
  return {
    observe(snapshot: WizardSnapshot, owner: SliceOwner | null): WizardEvent | null {
      if (owner === null) return null;
      const { context } = snapshot;
      let dataset = memory?.dataset ?? null;
      let event: WizardEvent | null = null;
      const listed = snapshot.matches({ intro: 'idle' }) && context.error === null;
      if (context.dataset !== null)
        dataset = { uuid: context.dataset.uuid, name: datasetName(context.dataset) };
      else if (listed && dataset !== null) {
        const item = context.datasets.find((entry) => entry.uuid === dataset?.uuid);
        if (item === undefined) dataset = null;
        else {
          dataset = { uuid: item.uuid, name: datasetName(item) };
          if (!offered) event = { type: 'OPEN_DATASET', uuid: item.uuid };
        }
      }
      // Only the first time the intro is ready (or the page starts elsewhere): a visitor who
      // goes back to the intro later stays there.
      if (listed || !(snapshot.matches('intro') || snapshot.matches('boot'))) offered = true;
      const next: ServiceMemory = { owner, analysisPath, dataset };
      if (!sameMemory(memory, next)) {
        state.write('service', { ...next });
        memory = next;
      }
      return event;
    },
  };
}

/**
 * The analysis page's side of the `service` slice (see `createServiceMemoryFollower`): started
 * once per page, fed every wizard snapshot and every change of the session's owner.
 */
export function useServiceMemory(
  actorRef: WizardActorRef,
  analysisPath: string,
  preselect: boolean,
  state: PersistedState = sitePersistedState(),
): void {
  const session = useSessionActor();
  const owner = useSelector(session, (snapshot) => snapshot.context.identity?.kind ?? null);
  // Decided when the page opens (a later intro is the visitor's own choice).
  const [follower] = useState(() =>
    createServiceMemoryFollower({ state, analysisPath, preselect }),
  );
  useEffect(() => {
    const follow = (snapshot: WizardSnapshot) => {
      const event = follower.observe(snapshot, owner);
      if (event !== null) actorRef.send(event);
    };
    follow(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actorRef, follower, owner]);
}
