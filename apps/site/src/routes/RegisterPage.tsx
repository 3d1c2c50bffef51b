import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useParams } from 'wouter';
import {
  SOCIAL_NEED_SIGNUP,
  SignUpForm,
  type SignUpValues,
  type SocialProvider,
  useTranslation,
} from '@tonggye/analysis-forms';
import { Alert, Container, Stack } from '@tonggye/ui';
import { emailExists } from '@tonggye/api';
import { apiClient } from '../app/api';
import '../app/accountRuleSchemas';
import { AppLink } from '../app/AppLink';
import { useSessionActor } from '../app/SessionContext';
import { NotFoundPage } from './NotFoundPage';
import { isSocialProvider } from './socialSignIn';

/**
 * /register/{type}: `email`, or a social provider (`kakao`, `naver`, `google`) after a
 * social sign-in that found no account (the machine keeps its sign-up ticket).
 */
export function RegisterPage() {
  const { type = 'email' } = useParams<{ type?: string }>();
  if (type === 'email') return <SignUp />;
  if (isSocialProvider(type)) return <SocialSignUp provider={type} />;
  return <NotFoundPage />;
}

/** The social sign-up form, or where to start when there is no ticket (e.g. after a reload). */
function SocialSignUp({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation();
  const actorRef = useSessionActor();
  const latest = useSelector(actorRef, (snapshot) =>
    snapshot.context.needSignup === SOCIAL_NEED_SIGNUP ? snapshot.context.social : null,
  );
  // The machine forgets the social answer once the sign-up succeeds; the form stays until it
  // has sent the new member on to /registercomplete.
  const [kept, setKept] = useState(latest);
  if (latest !== null && latest !== kept) setKept(latest);
  const social = latest ?? kept;
  const info = social?.snsInfo as { email?: string | null; name?: string | null } | null;
  if (!social?.signupTicket)
    return (
      <Container>
        <Stack gap="medium">
          <Alert tone="info" title={t('accountScreens.social.noTicketTitle')}>
            {t('accountScreens.social.noTicket')}
          </Alert>
          <AppLink href="/login">{t('accountScreens.social.backToLogin')}</AppLink>
        </Stack>
      </Container>
    );
  return (
    <SignUp
      social={{
        provider,
        signupTicket: social.signupTicket,
        email: info?.email ?? null,
        name: info?.name ?? null,
      }}
    />
  );
}

/** Sign-up through the session machine, then /registercomplete. */
function SignUp({ social }: { social?: Parameters<typeof SignUpForm>[0]['social'] }) {
  const { t } = useTranslation();
  const actorRef = useSessionActor();
  const isMember = useSelector(actorRef, (snapshot) => snapshot.matches('member'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.context.loading.register);
  const failure = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const [, navigate] = useLocation();
  const submitted = useRef(false);

  useEffect(() => {
    // A member who opens the form has nothing to sign up for; one who just signed up is welcomed.
    if (isMember) navigate(submitted.current ? '/registercomplete' : '/', { replace: true });
  }, [isMember, navigate]);
  useEffect(() => () => actorRef.send({ type: 'DISMISS' }), [actorRef]);

  const submit = (values: SignUpValues) => {
    submitted.current = true;
    actorRef.send({ type: 'REGISTER', values });
  };

  return (
    <Container>
      <SignUpForm
        onSubmit={submit}
        busy={busy}
        failure={failure}
        termsLink={<AppLink href="/term">{t('register.readTerms')}</AppLink>}
        checkEmailTaken={(email) => emailExists(apiClient, email)}
        social={social}
      />
    </Container>
  );
}
