import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useLocation, useParams } from 'wouter';
import { SignUpForm, type SignUpValues } from '@tonggye/analysis-forms';
import { Container } from '@tonggye/ui';
import { emailExists } from '@tonggye/api';
import { apiClient } from '../app/api';
import { AppLink } from '../app/AppLink';
import { useSessionActor } from '../app/SessionContext';
import { PreparingPage } from './PreparingPage';

/** Sign-up types with a form today; social sign-up (`/register/kakao`, …) comes with social login. */
const formTypes = new Set(['email']);

/** /register/{type}: the e-mail form, or the placeholder for a type not built yet. */
export function RegisterPage() {
  const { type = 'email' } = useParams<{ type?: string }>();
  return formTypes.has(type) ? <EmailSignUp /> : <PreparingPage />;
}

/** Sign-up through the session machine, then /registercomplete. */
function EmailSignUp() {
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
      />
    </Container>
  );
}
