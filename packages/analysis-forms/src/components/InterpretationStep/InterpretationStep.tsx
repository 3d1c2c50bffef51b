import { Alert, Button, Card, Heading, Inline, Stack, Text } from '@tonggye/ui';
import type { WizardError } from '../../machines/errors';
import type { Interpretation } from '../../types';
import { useAnalysisTranslation, useErrorText } from '../localize';

export interface InterpretationStepProps {
  interpretation: Interpretation | null;
  /** The interpretation request failed. */
  error?: WizardError | null;
  onBack?(): void;
  onRetry?(): void;
}

/** Step 4: the plain-language reading of the result (its text arrives with a later issue). */
export function InterpretationStep({
  interpretation,
  error,
  onBack,
  onRetry,
}: InterpretationStepProps) {
  const { t } = useAnalysisTranslation();
  const errorText = useErrorText()(error);
  return (
    <section aria-labelledby="analysis-interpretation-heading">
      <Stack gap="large">
        <Heading level={2} id="analysis-interpretation-heading">
          {t('interpretation.heading')}
        </Heading>
        {errorText ? (
          <Alert tone="critical" title={t('wizard.errorTitle')}>
            {errorText}
          </Alert>
        ) : interpretation === null ? (
          <Alert tone="info">{t('interpretation.unavailable')}</Alert>
        ) : (
          <>
            <Card title={t('interpretation.summary')}>
              <Text>{interpretation.interpret}</Text>
            </Card>
            <Card title={t('interpretation.detail')}>
              <Text>{interpretation.interpretDetail}</Text>
            </Card>
          </>
        )}
        <Inline gap="small" justify="flex-end">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              {t('interpretation.toResult')}
            </Button>
          ) : null}
          {errorText && onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              {t('wizard.retry')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </section>
  );
}
