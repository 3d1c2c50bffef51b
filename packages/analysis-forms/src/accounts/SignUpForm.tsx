import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Heading, RadioGroup, Stack, Text, TextField } from '@tonggye/ui';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useAccountFormsTranslation } from '../components/localize';
import type { SessionFailure } from '../machines/session';
import type { SocialProvider } from './LoginForm';
import { emailSchema, genders, signUpSchema, type SignUpValues } from './schemas';
import { useFailureText } from './useFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';

export interface SignUpFormProps {
  onSubmit(values: SignUpValues): void;
  busy?: boolean;
  /** Why the last attempt did not sign up. */
  failure?: SessionFailure | null;
  /** A link to the terms (rendered by the site's router). */
  termsLink?: ReactNode;
  /**
   * Asks the server whether an account already uses the address (`/user/existEmail`);
   * called when the e-mail field is left with a valid address. Its failure says nothing.
   */
  checkEmailTaken?: (email: string) => Promise<boolean>;
  /**
   * Social sign-up (`/register/{social}`): the ticket of the social sign-in that found no
   * account, and what the provider said about the person. The password fields are left out
   * (the member signs in with the provider) and the ticket goes with the values.
   */
  social?: {
    provider: SocialProvider;
    signupTicket: string;
    email?: string | null;
    name?: string | null;
  };
}

const emptyValues: SignUpValues = {
  email: '',
  password: '',
  passwordConfirm: '',
  name: '',
  mobile: '',
  birth: '',
  gender: '',
  agreeTerms: false,
  agreePrivacy: false,
};

type TextFieldName = 'email' | 'password' | 'passwordConfirm' | 'name' | 'mobile' | 'birth';

/** E-mail sign-up (the account validation rules); the same schema guards the session machine. */
export function SignUpForm({
  onSubmit,
  busy = false,
  failure = null,
  termsLink,
  checkEmailTaken,
  social,
}: SignUpFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const failureText = useFailureText();
  const failureMessage = failureText(failure);
  // The address the server said is taken; kept apart from the form's errors so the live
  // validation of the same field does not wipe it out.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const { control, handleSubmit, getValues } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    // Live validation: a field is checked when left, then on every change.
    mode: 'onTouched',
    defaultValues: social
      ? {
          ...emptyValues,
          email: social.email ?? '',
          name: social.name ?? '',
          signupTicket: social.signupTicket,
        }
      : emptyValues,
  });

  const checkEmail = (value: string) => {
    const email = emailSchema.safeParse(value);
    if (!checkEmailTaken || !email.success) return;
    checkEmailTaken(email.data).then(
      (taken) => {
        // The answer may come after the visitor changed the address: only mark the one asked.
        if (taken && getValues('email').trim() === email.data) setTakenEmail(email.data);
      },
      () => undefined,
    );
  };

  const text = (
    name: TextFieldName,
    input: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'email';
      required?: boolean;
      description?: string;
    },
  ) => (
    <Controller
      control={control as Control<SignUpValues>}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={t(`accounts.fields.${name}`)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            if (name === 'email') checkEmail(field.value);
          }}
          error={fieldError(
            fieldState.error?.message ??
              (name === 'email' && takenEmail !== null && field.value.trim() === takenEmail
                ? 'accounts.validation.emailTaken'
                : undefined),
          )}
          {...input}
        />
      )}
    />
  );

  const agreement = (name: 'agreeTerms' | 'agreePrivacy') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldError(fieldState.error?.message);
        return (
          <Stack gap="xsmall">
            <Checkbox
              label={t(`accounts.signUp.${name}`)}
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

  return (
    <Stack gap="large">
      <Heading level={1}>
        {social ? t('myAccount.socialSignUp.heading') : t('accounts.signUp.heading')}
      </Heading>
      {social ? (
        <Text>
          {t('myAccount.socialSignUp.lead', {
            provider: t(`myAccount.providers.${social.provider}`),
          })}
        </Text>
      ) : null}
      {failureMessage ? (
        <Alert tone="critical" title={t('accounts.signUp.failedTitle')}>
          {failureMessage}
        </Alert>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="medium">
          {text('email', { type: 'email', autoComplete: 'email', required: true })}
          {social ? null : (
            <>
              {text('password', {
                type: 'password',
                autoComplete: 'new-password',
                required: true,
                description: t('accounts.signUp.passwordHint'),
              })}
              {text('passwordConfirm', {
                type: 'password',
                autoComplete: 'new-password',
                required: true,
              })}
            </>
          )}
          {text('name', { autoComplete: 'name', required: true })}
          {text('mobile', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            required: true,
            description: t('accounts.signUp.mobileHint'),
          })}
          {text('birth', { type: 'date', autoComplete: 'bday' })}
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroup
                legend={t('accounts.fields.gender')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={genders.map((gender) => ({
                  value: gender,
                  label: t(`accounts.signUp.genders.${gender === '' ? 'none' : gender}`),
                }))}
              />
            )}
          />
          {agreement('agreeTerms')}
          {termsLink}
          {agreement('agreePrivacy')}
          <Button type="submit" size="lg" loading={busy}>
            {t('accounts.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
