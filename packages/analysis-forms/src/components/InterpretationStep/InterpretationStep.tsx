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

/** The server's text keeps its line breaks (headings and list lines of the APA report). */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length <= 1) return <Text>{text}</Text>;
  return (
    <Stack gap="xsmall">
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Stack>
  );
}

/** Step 4: the plain-language reading of the result and its APA-style report (from the server). */
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
              <Lines text={interpretation.interpret} />
            </Card>
            <Card title={t('interpretation.detail')}>
              <Lines text={interpretation.interpretDetail} />
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
