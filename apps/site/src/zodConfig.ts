/**
 * Zod compiles fast parsers with `new Function` unless told not to, and probes for it the first
 * time it parses an object: under the site's CSP (no 'unsafe-eval') that probe is reported as a
 * violation. Set before any module loads zod (it reads `globalThis.__zod_globalConfig`), so the
 * first import of `main.tsx`.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
