import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Inline, PasswordField, Stack, Text, TextField } from '@tonggye/ui';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { emailSchema, resetPasswordSchema, type ResetPasswordValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';
import { usePasswordLabels } from './usePasswordLabels';

export interface ResetPasswordFormProps {
  /** Asks the server to mail a reset code to the address (`/user/emailSend`, purpose reset). */
  onSendCode(email: string): void;
  sendingCode?: boolean;
  /** A code has been mailed: the form says so and offers to send it again. */
  codeSent?: boolean;
  onSubmit(values: ResetPasswordValues): void;
  busy?: boolean;
  /** The error of the last call (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /** The password has been changed. */
  done?: boolean;
  defaultEmail?: string;
}

/** `/forgot-password`, second tab: a code mailed to the account's address sets a new password. */
export function ResetPasswordForm({
  onSendCode,
  sendingCode = false,
  codeSent = false,
  onSubmit,
  busy = false,
  failure,
  done = false,
  defaultEmail = '',
}: ResetPasswordFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const passwordLabels = usePasswordLabels();
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit, getValues, setError, clearErrors } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, code: '', password: '', passwordConfirm: '' },
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
  if (done)
    return (
      <Alert tone="positive" title={t('myAccount.resetPassword.doneTitle')}>
        {t('myAccount.resetPassword.done')}
      </Alert>
    );
  return (
    <Stack gap="medium">
      <Text>{t('myAccount.resetPassword.lead')}</Text>
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.resetPassword.failedTitle')}>
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
                label={t('accounts.fields.email')}
                type="email"
                autoComplete="username"
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
              {codeSent
                ? t('myAccount.resetPassword.resendCode')
                : t('myAccount.resetPassword.sendCode')}
            </Button>
          </Inline>
          {codeSent ? <Alert tone="positive">{t('myAccount.resetPassword.codeSent')}</Alert> : null}
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
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordField
                label={t('myAccount.fields.newPassword')}
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                labels={passwordLabels}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="passwordConfirm"
            render={({ field, fieldState }) => (
              <PasswordField
                label={t('myAccount.fields.newPasswordConfirm')}
                required
                showRules={false}
                autoComplete="new-password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                labels={passwordLabels}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" size="lg" loading={busy}>
            {t('myAccount.resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
