import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { LoginForm, type LoginValues, type SocialProvider } from '@tonggye/analysis-forms';
import { Container } from '@tonggye/ui';
import { accountStorage } from '../app/accountStorage';
import { AppLink } from '../app/AppLink';
import { safeRedirect } from '../app/RequireMember';
import { useSessionActor } from '../app/SessionContext';

/** /login: signs in through the session machine, then goes where the guard was asked to go. */
export function LoginPage() {
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

  const submit = (values: LoginValues) => {
    accountStorage.setEmail(values.rememberEmail ? values.email.trim() : null);
    actorRef.send({ type: 'LOGIN', values });
  };
  const social = (provider: SocialProvider) => navigate(`/auth/${provider}`);

  return (
    <Container>
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
    </Container>
  );
}
