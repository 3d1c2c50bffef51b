import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextField } from '@tonggye/ui';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { findEmailSchema, type FindEmailValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';

export interface FindEmailFormProps {
  onSubmit(values: FindEmailValues): void;
  busy?: boolean;
  /** The error of the last look-up (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /** The masked addresses found; an empty list says none was found; null before a look-up. */
  found?: string[] | null;
}

/** `/findid`, first tab: the name and mobile number of the sign-up find the e-mail. */
export function FindEmailForm({
  onSubmit,
  busy = false,
  failure,
  found = null,
}: FindEmailFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit } = useForm<FindEmailValues>({
    resolver: zodResolver(findEmailSchema),
    mode: 'onTouched',
    defaultValues: { name: '', mobile: '' },
  });
  return (
    <Stack gap="medium">
      <Text>{t('myAccount.findEmail.lead')}</Text>
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.findEmail.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      {found !== null ? (
        found.length > 0 ? (
          <Alert tone="positive" title={t('myAccount.findEmail.foundTitle')}>
            <ul aria-label={t('myAccount.findEmail.foundTitle')}>
              {found.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Alert tone="info">{t('myAccount.findEmail.notFound')}</Alert>
        )
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="medium">
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                label={t('accounts.fields.name')}
                autoComplete="name"
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="mobile"
            render={({ field, fieldState }) => (
              <TextField
                label={t('accounts.fields.mobile')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                description={t('accounts.signUp.mobileHint')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" size="lg" loading={busy}>
            {t('myAccount.findEmail.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
