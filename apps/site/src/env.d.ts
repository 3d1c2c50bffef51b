/** Key of the `encryptedData` envelope, set at build time from ENVELOPE_KEY (empty: development key). */
declare const __ENVELOPE_KEY__: string;
