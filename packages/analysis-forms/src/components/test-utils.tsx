import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AnalysisI18nProvider, type AnalysisLanguage } from '../i18n';

/** Renders inside the catalogue's provider; a `rerender` stays inside it too. */
export function renderWithI18n(ui: ReactElement, language: AnalysisLanguage = 'ko') {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AnalysisI18nProvider language={language}>{children}</AnalysisI18nProvider>
    ),
  });
}
