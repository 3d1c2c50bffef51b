import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AnalysisI18nProvider, type AnalysisLanguage } from '../i18n';

export function renderWithI18n(ui: ReactElement, language: AnalysisLanguage = 'ko') {
  return render(<AnalysisI18nProvider language={language}>{ui}</AnalysisI18nProvider>);
}
