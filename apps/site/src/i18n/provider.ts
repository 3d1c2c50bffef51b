// The provider on its own, so that the start imports it without the rest of the package.
export { I18nProvider } from '@tonggye/analysis-forms';
