import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** One async call of a screen: a loading flag cleared on success and failure, so the spinner never stays. */
export interface RequestState<T> {
  data: T | null;
  loading: boolean;
  /** The last failure (an `ApiError` with both languages); the previous data stays. */
  error: unknown;
}

/**
 * Runs `load` for `key`, again when the key changes (another page) or on `reload` (after a
 * change, on retry). A call the screen no longer waits for is aborted and never applied.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string | null; data: T | null; error: unknown }>({
    key: null,
    data: null,
    error: null,
  });
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const requestKey = `${key}#${version}`;
  useEffect(() => {
    const controller = new AbortController();
    // The answer is rendered in a transition: React renders it in short slices, so a long list
    // arriving never holds the page (a tap, a key) for the whole render.
    latestLoad.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          startTransition(() => setState({ key: requestKey, data, error: null }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          startTransition(() =>
            setState((previous) => ({ key: requestKey, data: previous.data, error })),
          );
      },
    );
    return () => controller.abort();
  }, [requestKey]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const result: RequestState<T> = {
    data: state.data,
    loading: state.key !== requestKey,
    error: state.key === requestKey ? state.error : null,
  };
  return { ...result, reload };
}

/** A call made on the person's action (save, delete): busy while it runs, its error kept. */
export function useAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      setDone(false);
      try {
        const result = await action(...args);
        setDone(true);
        return result;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy, error, done, reset: () => setDone(false) };
}
