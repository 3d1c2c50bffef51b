import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Heading, Inline, Stack, Text, TextField } from '@tonggye/ui';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { changeEmailSchema, emailSchema, type ChangeEmailValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';

export interface ChangeEmailFormProps {
  /** Mails a code to the new address (`/user/emailSend`, purpose verify). */
  onSendCode(email: string): void;
  sendingCode?: boolean;
  codeSent?: boolean;
  /** The new address and the code (`/user/changeEmail`). */
  onSubmit(values: ChangeEmailValues): void;
  busy?: boolean;
  /** The error of the last call (an `ApiError`), shown in its own words. */
  failure?: unknown;
  done?: boolean;
}

/** The e-mail part of the profile: a code mailed to the new address proves it is the member's. */
export function ChangeEmailForm({
  onSendCode,
  sendingCode = false,
  codeSent = false,
  onSubmit,
  busy = false,
  failure,
  done = false,
}: ChangeEmailFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit, getValues, setError, clearErrors } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '', code: '' },
  });
  const sendCode = () => {
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) {
      setError('email', { message: email.error.issues[0]?.message });
      return;
    }
    clearErrors('email');
    onSendCode(email.data);
  };
  return (
    <Stack gap="medium">
      <Heading level={2}>{t('myAccount.changeEmail.heading')}</Heading>
      <Text>{t('myAccount.changeEmail.lead')}</Text>
      {done ? (
        <Alert tone="positive" title={t('myAccount.changeEmail.doneTitle')}>
          {t('myAccount.changeEmail.done')}
        </Alert>
      ) : null}
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.changeEmail.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="medium">
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                label={t('myAccount.changeEmail.email')}
                type="email"
                autoComplete="email"
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Inline gap="small">
            <Button variant="secondary" loading={sendingCode} onClick={sendCode}>
              {t('myAccount.changeEmail.sendCode')}
            </Button>
          </Inline>
          {codeSent ? <Alert tone="positive">{t('myAccount.changeEmail.codeSent')}</Alert> : null}
          <Controller
            control={control}
            name="code"
            render={({ field, fieldState }) => (
              <TextField
                label={t('myAccount.fields.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" loading={busy}>
            {t('myAccount.changeEmail.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
