import { Alert, Button, Checkbox, Heading, Inline, Stack, Text, TextField } from '@tonggye/ui';
import type { ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useAnalysisTranslation } from '../components/localize';
import type { SessionFailure } from '../machines/session';
import type { LoginValues } from './loginSchema';
import { useFailureText } from './useFailureText';
import { useFieldError } from './useFieldError';

export const socialProviders = ['kakao', 'naver', 'google'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** Where the form's links lead; the site renders them with its router. */
export const accountLinks = {
  findEmail: '/findid',
  findPassword: '/forgot-password',
  signUp: '/register/email',
} as const;

export interface LoginFormProps {
  onSubmit(values: LoginValues): void;
  /** The remembered e-mail ("아이디 저장"), filled in with the box ticked. */
  rememberedEmail?: string | null;
  busy?: boolean;
  /** Why the last attempt did not sign in. */
  failure?: SessionFailure | null;
  onSocial(provider: SocialProvider): void;
  renderLink(href: string, label: string): ReactNode;
}

/**
 * The sign-in rules, checked when the form is sent: zod, its resolver and the schemas load then
 * (or when the page asks for them ahead, on the visitor's first touch), so the sign-in page's
 * first download and its start carry none of them.
 */
const loginResolver: Resolver<LoginValues> = async (values, context, options) => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./loginSchema'),
  ]);
  return zodResolver(loginSchema)(values, context, options);
};

/** Sign-in (spec point 2): e-mail, password, remember e-mail, find links, easy sign-in. */
export function LoginForm({
  onSubmit,
  rememberedEmail = null,
  busy = false,
  failure = null,
  onSocial,
  renderLink,
}: LoginFormProps) {
  const { t } = useAnalysisTranslation();
  const fieldError = useFieldError();
  const failureText = useFailureText();
  const failureMessage = failureText(failure);
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: {
      email: rememberedEmail ?? '',
      password: '',
      rememberEmail: rememberedEmail !== null,
    },
  });
  return (
    <Stack gap="large">
      <Heading level={1}>{t('accounts.login.heading')}</Heading>
      {failureMessage ? (
        <Alert tone="critical" title={t('accounts.login.failedTitle')}>
          {failureMessage}
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
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <TextField
                label={t('accounts.fields.password')}
                type="password"
                autoComplete="current-password"
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
            name="rememberEmail"
            render={({ field }) => (
              <Checkbox
                label={t('accounts.login.remember')}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Button type="submit" size="lg" loading={busy}>
            {t('accounts.login.submit')}
          </Button>
        </Stack>
      </form>
      <Inline gap="medium">
        {renderLink(accountLinks.findEmail, t('accounts.login.findEmail'))}
        {renderLink(accountLinks.findPassword, t('accounts.login.findPassword'))}
        {renderLink(accountLinks.signUp, t('accounts.login.signUp'))}
      </Inline>
      <Stack gap="small">
        <Text>{t('accounts.login.social')}</Text>
        <Inline gap="small">
          {socialProviders.map((provider) => (
            <Button key={provider} variant="secondary" onClick={() => onSocial(provider)}>
              {t(`accounts.login.providers.${provider}`)}
            </Button>
          ))}
        </Inline>
      </Stack>
    </Stack>
  );
}
