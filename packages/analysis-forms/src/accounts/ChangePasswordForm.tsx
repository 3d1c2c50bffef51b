import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Heading, PasswordField, Stack, Text } from '@tonggye/ui';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { changePasswordSchema, type ChangePasswordValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';
import { usePasswordLabels } from './usePasswordLabels';

export interface ChangePasswordFormProps {
  onSubmit(values: ChangePasswordValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /** The password has been changed. */
  done?: boolean;
  /** 1 when the form is the page's main content (its heading names the page); 2 by default. */
  headingLevel?: 1 | 2;
}

/** `/my-activity/pwd-change`: the current password and a new one that follows the password rule. */
export function ChangePasswordForm({
  onSubmit,
  busy = false,
  failure,
  done = false,
  headingLevel = 2,
}: ChangePasswordFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const passwordLabels = usePasswordLabels();
  const failureText = useCallFailureText()(failure);
  const { control, handleSubmit } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const password = (
    name: keyof ChangePasswordValues,
    label: string,
    options: { showRules: boolean; autoComplete: 'new-password' | 'current-password' },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          required
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          labels={passwordLabels}
          error={fieldError(fieldState.error?.message)}
          {...options}
        />
      )}
    />
  );
  return (
    <Stack gap="large">
      <Heading level={headingLevel}>{t('myAccount.changePassword.heading')}</Heading>
      <Text>{t('myAccount.changePassword.lead')}</Text>
      {done ? (
        <Alert tone="positive" title={t('myAccount.changePassword.doneTitle')}>
          {t('myAccount.changePassword.done')}
        </Alert>
      ) : null}
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.changePassword.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="medium">
          {password('oldPassword', t('myAccount.fields.oldPassword'), {
            showRules: false,
            autoComplete: 'current-password',
          })}
          {password('newPassword', t('myAccount.fields.newPassword'), {
            showRules: true,
            autoComplete: 'new-password',
          })}
          {password('newPasswordConfirm', t('myAccount.fields.newPasswordConfirm'), {
            showRules: false,
            autoComplete: 'new-password',
          })}
          <Button type="submit" size="lg" loading={busy}>
            {t('myAccount.changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
