import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/docs/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Under Vitest the `storybook` project in vitest.config.ts already registers both plugins;
    // registering vanilla-extract twice would compile every .css.ts file twice.
    if (process.env.VITEST) return viteConfig;
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), react()],
    };
  },
};
export default config;
