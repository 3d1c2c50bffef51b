import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Paths the API server answers; the dev server forwards them to it.
const apiPrefixes = [
  '/dataset',
  '/description',
  '/user',
  '/boards',
  '/t/',
  '/anova',
  '/chi',
  '/factor',
  '/reliability',
  '/correlation',
  '/linear',
  '/health',
];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  define: {
    // The envelope key must be the same for the site build and the server (ARCHITECTURE.md).
    __ENVELOPE_KEY__: JSON.stringify(process.env.ENVELOPE_KEY ?? ''),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: { outDir: 'dist', sourcemap: true },
});
