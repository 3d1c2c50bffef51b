/** Key of the `encryptedData` envelope, set at build time from ENVELOPE_KEY (empty: development key). */
declare const __ENVELOPE_KEY__: string;
/** Country look-up of the landing language, set at build time from IPINFO_URL (empty: off). */
declare const __IPINFO_URL__: string;

interface ImportMetaEnv {
  /** Idle logout after this many milliseconds (default 3,600,000: an hour). */
  readonly VITE_IDLE_TIMEOUT_MS?: string;
  /** AES key of the persisted local state (default: a development key; empty: not kept). */
  readonly VITE_PERSIST_KEY?: string;
}
