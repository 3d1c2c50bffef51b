import type { Decorator } from '@storybook/react-vite';
import { AnalysisI18nProvider, type AnalysisLanguage } from '../i18n';

/** The shared Storybook preview has no i18n instance: each story of this package brings the catalogue. */
export const withAnalysisI18n =
  (language: AnalysisLanguage = 'ko'): Decorator =>
  (Story) => (
    <AnalysisI18nProvider language={language}>
      <Story />
    </AnalysisI18nProvider>
  );
