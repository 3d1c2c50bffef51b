import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { createLazySiteI18n, storedLanguage } from './i18n';
import { applyDetectedLanguage } from './i18n/detect';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Korean is in the entry chunk and ready at once; a stored English choice loads its catalogue
// first, so the page never shows Korean before switching.
void createLazySiteI18n(storedLanguage()).then((i18n) => {
  document.documentElement.lang = i18n.language;
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
  // English for a visitor outside Korea, unless the visitor chose a language (spec point 1).
  void applyDetectedLanguage({ i18n, url: __IPINFO_URL__ });
});
