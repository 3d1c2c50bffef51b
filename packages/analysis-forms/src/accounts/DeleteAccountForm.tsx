import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertDialog, Button, Heading, PasswordField, Stack, Text } from '@tonggye/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import { deleteAccountSchema, type DeleteAccountValues } from './schemas';
import { useCallFailureText } from './useCallFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';
import { usePasswordLabels } from './usePasswordLabels';

export interface DeleteAccountFormProps {
  /** Called only after the confirmation dialog's 탈퇴하기. */
  onSubmit(values: DeleteAccountValues): void;
  busy?: boolean;
  /** The error of the last attempt (an `ApiError`), shown in its own words. */
  failure?: unknown;
  /** 1 when the form is the page's main content (its heading names the page); 2 by default. */
  headingLevel?: 1 | 2;
}

/** Account deletion: the password once more, then a confirmation dialog (it cannot be undone). */
export function DeleteAccountForm({
  onSubmit,
  busy = false,
  failure,
  headingLevel = 2,
}: DeleteAccountFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const passwordLabels = usePasswordLabels();
  const failureText = useCallFailureText()(failure);
  const [pending, setPending] = useState<DeleteAccountValues | null>(null);
  const { control, handleSubmit } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  return (
    <Stack gap="large">
      <Heading level={headingLevel}>{t('myAccount.deleteAccount.heading')}</Heading>
      <Text>{t('myAccount.deleteAccount.lead')}</Text>
      {failureText ? (
        <Alert tone="critical" title={t('myAccount.deleteAccount.failedTitle')}>
          {failureText}
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit((values) => setPending(values))}>
        <Stack gap="medium">
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordField
                label={t('myAccount.fields.currentPassword')}
                required
                showRules={false}
                autoComplete="current-password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                labels={passwordLabels}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button type="submit" variant="danger" loading={busy}>
            {t('myAccount.deleteAccount.submit')}
          </Button>
        </Stack>
      </form>
      <AlertDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone="danger"
        title={t('myAccount.deleteAccount.confirmTitle')}
        description={t('myAccount.deleteAccount.confirm')}
        confirmLabel={t('myAccount.deleteAccount.confirmYes')}
        cancelLabel={t('myAccount.deleteAccount.cancel')}
        onConfirm={() => {
          if (pending) onSubmit(pending);
        }}
      />
    </Stack>
  );
}
