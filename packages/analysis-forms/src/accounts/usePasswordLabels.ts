import { passwordFieldLabelsEn, passwordFieldLabelsKo } from '@tonggye/ui';
import { useAnalysisTranslation } from '../components/localize';

/** The password field's rule list and toggle, in the reader's language. */
export function usePasswordLabels() {
  const { language } = useAnalysisTranslation();
  return language === 'en' ? passwordFieldLabelsEn : passwordFieldLabelsKo;
}
