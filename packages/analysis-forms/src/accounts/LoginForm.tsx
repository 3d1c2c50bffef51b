import { Alert, Button, Checkbox, Heading, Inline, Stack, Text, TextField } from '@tonggye/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAccountFormsTranslation } from '../components/localize';
import type { SessionFailure } from '../machines/session';
import type { LoginValues, loginSchema } from './loginSchema';
import { useFailureText } from './useFailureText';
import { useFieldError } from './useFieldError';
import { ACCOUNT_FORMS_NAMESPACE } from '../i18n';

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

type LoginSchema = typeof loginSchema;
let loadedSchema: LoginSchema | null = null;

/**
 * The sign-in rules (zod), loaded when the form is first sent (or when the page asks for them
 * ahead, on the visitor's first touch): the sign-in page's first download and its start carry
 * neither zod nor a form library, only this small form of its own.
 */
async function loginRules(): Promise<LoginSchema> {
  loadedSchema ??= (await import('./loginSchema')).loginSchema;
  return loadedSchema;
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** The rules' verdict: the values to send, or each field's first message (a catalogue key). */
function judge(
  schema: LoginSchema,
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Sign-in (`/login`): e-mail, password, remember e-mail, find links, easy sign-in. */
export function LoginForm({
  onSubmit,
  rememberedEmail = null,
  busy = false,
  failure = null,
  onSocial,
  renderLink,
}: LoginFormProps) {
  const { t } = useAccountFormsTranslation();
  const fieldError = useFieldError(ACCOUNT_FORMS_NAMESPACE);
  const failureText = useFailureText();
  const failureMessage = failureText(failure);
  const [values, setValues] = useState<LoginValues>(() => ({
    email: rememberedEmail ?? '',
    password: '',
    rememberEmail: rememberedEmail !== null,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  // After the first attempt, a field's message follows what is typed (as forms here do).
  const attempted = useRef(false);

  const change = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!attempted.current || (field !== 'email' && field !== 'password')) return;
    void loginRules().then((schema) => {
      const verdict = judge(schema, next);
      setErrors((current) => ({
        ...current,
        [field]: verdict.ok ? undefined : verdict.errors[field as 'email' | 'password'],
      }));
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempted.current = true;
    void loginRules().then((schema) => {
      const verdict = judge(schema, values);
      setErrors(verdict.ok ? {} : verdict.errors);
      if (verdict.ok) onSubmit(verdict.values);
    });
  };

  return (
    <Stack gap="large">
      <Heading level={1}>{t('accounts.login.heading')}</Heading>
      {failureMessage ? (
        <Alert tone="critical" title={t('accounts.login.failedTitle')}>
          {failureMessage}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit}>
        <Stack gap="medium">
          <TextField
            label={t('accounts.fields.email')}
            type="email"
            autoComplete="username"
            required
            name="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            error={fieldError(errors.email)}
          />
          <TextField
            label={t('accounts.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            name="password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={fieldError(errors.password)}
          />
          <Checkbox
            label={t('accounts.login.remember')}
            name="rememberEmail"
            checked={values.rememberEmail === true}
            onCheckedChange={(checked) => change('rememberEmail', checked)}
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
