import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Heading, Stack, Text } from '@tonggye/ui';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useFieldError } from '../accounts/useFieldError';
import { useAnalysisTranslation } from '../components/localize';
import { guestConsentSchema, type GuestConsentValues } from './schemas';
import { storeFormStyles as styles } from './styles';

export interface GuestConsentFormProps {
  /** Both consents given: the page remembers them and goes on to the order sheet. */
  onSubmit(values: GuestConsentValues): void;
  /** A link to the full terms (the site's router link to `/term`). */
  termsLink?: ReactNode;
}

/**
 * `/orderAgreeNoMember`: a guest's consent to the terms and to the collection and use of
 * personal data, both required (`guestConsentSchema`), with "agree to all".
 */
export function GuestConsentForm({ onSubmit, termsLink }: GuestConsentFormProps) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError();
  const headingId = useId();
  const termsId = useId();
  const privacyId = useId();
  const { control, handleSubmit, setValue, formState } = useForm<GuestConsentValues>({
    resolver: zodResolver(guestConsentSchema),
    defaultValues: { terms: false, privacy: false },
  });
  const [terms, privacy] = useWatch({ control, name: ['terms', 'privacy'] });
  const a = (key: string) => t(`storeForms.agree.${key}`);
  const consent = (name: 'terms' | 'privacy', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldError(fieldState.error?.message);
        return (
          <Stack gap="xsmall">
            <Checkbox
              label={label}
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
            {error ? (
              <Text tone="critical" size="small">
                {error}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
  const missing = formState.submitCount > 0 && (!terms || !privacy);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} id={headingId}>
          {a('guestTitle')}
        </Heading>
        <Checkbox
          label={a('agreeAll')}
          checked={terms && privacy}
          onCheckedChange={(on) => {
            const again = formState.submitCount > 0;
            setValue('terms', on, { shouldValidate: again });
            setValue('privacy', on, { shouldValidate: again });
          }}
        />
        <section style={styles.section} aria-labelledby={termsId}>
          <Stack gap="small">
            <Heading level={3} id={termsId}>
              {a('termsTitle')}
            </Heading>
            <Text size="small">{a('termsText')}</Text>
            {termsLink}
            {consent('terms', a('agreeTerms'))}
          </Stack>
        </section>
        <section style={styles.section} aria-labelledby={privacyId}>
          <Stack gap="small">
            <Heading level={3} id={privacyId}>
              {a('privacyTitle')}
            </Heading>
            <ul>
              <li>
                <Text size="small">{a('privacyItems')}</Text>
              </li>
              <li>
                <Text size="small">{a('privacyPurpose')}</Text>
              </li>
              <li>
                <Text size="small">{a('privacyPeriod')}</Text>
              </li>
            </ul>
            <Text size="small" tone="muted">
              {a('privacyRefuse')}
            </Text>
            {consent('privacy', a('agreePrivacy'))}
          </Stack>
        </section>
        {missing ? <Alert tone="critical">{a('required')}</Alert> : null}
        <div>
          <Button type="submit" size="lg">
            {a('next')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
