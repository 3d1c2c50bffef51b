import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic: engine, server over real HTTP, API client, machines.
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{packages,apps}/*/{src,test}/**/*.test.ts'],
          testTimeout: 30_000,
          // The server tests run on SQLite here, whatever TEST_DATABASE_URL says.
          env: { TEST_DATABASE: 'sqlite' },
        },
      },
      {
        // The server suite again on PostgreSQL: TEST_DATABASE_URL names a server where each
        // test server creates (and drops) a database of its own. `pnpm test:server-pg` starts
        // a throwaway PostgreSQL for it (scripts/postgres.mjs).
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          env: { TEST_DATABASE: 'postgres' },
        },
      },
      {
        // React components and forms under Testing Library.
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{packages,apps}/*/{src,test}/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest-dom-setup.ts'],
        },
      },
      {
        // Every story as a test in Debian's Chromium: play functions, axe, screenshots.
        plugins: [vanillaExtractPlugin(), react(), storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a mid-run re-optimisation reloads the browser and fails the first file.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            // Dependencies of the ui package only (reached through the root's @tonggye/ui).
            '@tonggye/ui > @radix-ui/react-accordion',
            '@tonggye/ui > @radix-ui/react-dialog',
            '@tonggye/ui > @radix-ui/react-popover',
            '@tonggye/ui > @radix-ui/react-tabs',
            '@tonggye/ui > @radix-ui/react-tooltip',
            '@tonggye/ui > @tanstack/react-virtual',
            '@tonggye/ui > @tiptap/react',
            '@tonggye/ui > @tiptap/starter-kit',
            '@tonggye/ui > @tiptap/extension-placeholder',
            '@tonggye/ui > @tiptap/pm/state',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions({ bundledFontsOnly: true }),
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
