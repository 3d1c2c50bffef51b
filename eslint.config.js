import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tools/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS on purpose (a launcher that must start fast and require lazily).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Layering of ARCHITECTURE.md: imports flow one way.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'xstate',
            '@xstate/*',
            '@tonggye/api',
            '@tonggye/analysis-forms',
            'wouter',
            '@tonggye/stats',
            '@tonggye/server',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/analysis-forms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['ofetch', '@tonggye/api', '@tonggye/server', 'wouter'] },
      ],
    },
  },
  {
    files: ['packages/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@tonggye/ui', '@tonggye/analysis-forms'] },
      ],
    },
  },
  {
    files: ['packages/stats/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'hono', 'kysely', '@tonggye/*'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@tonggye/ui', '@tonggye/analysis-forms'] },
      ],
    },
  },
);
