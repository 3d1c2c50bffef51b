import type * as Envelope from '@tonggye/api/envelope';

/** The AES envelope the persisted slices are sealed with (crypto-js, in a chunk of its own). */
export type PersistedCipher = Pick<
  typeof Envelope,
  'sealEnvelope' | 'openEnvelope' | 'EnvelopeError'
>;

let loaded: PersistedCipher | null = null;
let loading: Promise<PersistedCipher> | null = null;

/**
 * Loads the cipher once. The site asks for it before its first render only when the browser
 * holds persisted slices (`main.tsx`), and otherwise with the first slice it writes: a first
 * visit that keeps nothing never downloads it.
 */
export function loadPersistedCipher(): Promise<PersistedCipher> {
  loading ??= import('@tonggye/api/envelope').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The cipher when it has loaded, else null. */
export function loadedPersistedCipher(): PersistedCipher | null {
  return loaded;
}
