import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import {
  LoginForm,
  useCallFailureText,
  type LoginValues,
  type SocialProvider,
  useTranslation,
} from '@tonggye/analysis-forms';
import { ApiError } from '@tonggye/api';
import { Alert, Container, FullScreenSpinner, Stack } from '@tonggye/ui';
import { apiClient } from '../app/api';
import { accountStorage } from '../app/accountStorage';
import { AppLink } from '../app/AppLink';
import { safeRedirect } from '../app/RequireMember';
import { useSessionActor } from '../app/SessionContext';
import { rememberSocialReturn } from './socialSignIn';

/**
 * The session machine's sign-in rule (zod) and the account calls: not part of the page's first
 * download; asked for on the visitor's first touch of the page, and awaited before a sign-in is
 * sent (the machine refuses LOGIN until the rule is in).
 */
const signInRule = () => import('../app/loginRuleSchema');

/** What counts as the visitor's first touch of the page. */
const firstTouch = ['pointerdown', 'keydown', 'focusin'] as const;

/** /login: signs in through the session machine, then goes where the guard was asked to go. */
export function LoginPage() {
  const { t } = useTranslation();
  const failureText = useCallFailureText();
  const [socialStart, setSocialStart] = useState<{ busy: boolean; error: unknown }>({
    busy: false,
    error: null,
  });
  // The sign-in rule's module could not be fetched (offline): said, like a failed call.
  const [ruleFailure, setRuleFailure] = useState<unknown>(null);
  const actorRef = useSessionActor();
  const isMember = useSelector(actorRef, (snapshot) => snapshot.matches('member'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.context.loading.login);
  const failure = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const search = useSearch();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));

  useEffect(() => {
    if (isMember) navigate(redirect, { replace: true });
  }, [isMember, navigate, redirect]);
  // A failure belongs to this visit of the form: do not carry it to the next screen.
  useEffect(() => () => actorRef.send({ type: 'DISMISS' }), [actorRef]);
  useEffect(() => {
    const warmUp = () => {
      for (const type of firstTouch) document.removeEventListener(type, warmUp, true);
      void signInRule().catch(() => undefined);
    };
    for (const type of firstTouch) document.addEventListener(type, warmUp, true);
    return () => {
      for (const type of firstTouch) document.removeEventListener(type, warmUp, true);
    };
  }, []);

  const submit = (values: LoginValues) => {
    setRuleFailure(null);
    accountStorage.setEmail(values.rememberEmail ? values.email.trim() : null);
    // Sent once the rule is in (at once after the first touch's warm-up): a sign-in while the
    // session still starts is kept by the machine.
    void signInRule().then(
      () => actorRef.send({ type: 'LOGIN', values }),
      (error: unknown) => setRuleFailure(error),
    );
  };
  /**
   * Easy sign-in: the server answers the provider's authorization URL (bound to this visitor's
   * guest id); the provider sends the visitor back to `/auth/{provider}`.
   */
  const social = (provider: SocialProvider) => {
    setSocialStart({ busy: true, error: null });
    import('../app/accountCalls')
      .then(({ socialLoginStart }) => socialLoginStart(apiClient, provider))
      .then(
        (answer) => {
          if (answer.url === null) {
            setSocialStart({
              busy: false,
              error: new ApiError({
                status: answer.resCode,
                code: String(answer.resCode),
                message: answer.message ?? '',
                messageEn: answer.messageEn ?? '',
              }),
            });
            return;
          }
          rememberSocialReturn(redirect);
          window.location.assign(answer.url);
        },
        (error: unknown) => setSocialStart({ busy: false, error }),
      );
  };
  const socialFailure = socialStart.error ? failureText(socialStart.error) : null;
  const ruleFailureText = ruleFailure ? failureText(ruleFailure) : null;

  return (
    <Container>
      {socialStart.busy ? <FullScreenSpinner label={t('accountScreens.social.starting')} /> : null}
      <Stack gap="medium">
        {ruleFailureText ? (
          <Alert tone="critical" title={t('error.title')}>
            {ruleFailureText}
          </Alert>
        ) : null}
        {socialFailure ? (
          <Alert tone="critical" title={t('accountScreens.social.startFailedTitle')}>
            {socialFailure}
          </Alert>
        ) : null}
        <LoginForm
          onSubmit={submit}
          rememberedEmail={accountStorage.getEmail()}
          busy={busy}
          failure={failure}
          onSocial={social}
          renderLink={(href, label) => (
            <AppLink key={href} href={href}>
              {label}
            </AppLink>
          )}
        />
        {/* Guest order look-up. */}
        <AppLink href="/order-lookup">{t('accountScreens.guestOrderLookup')}</AppLink>
      </Stack>
    </Container>
  );
}
