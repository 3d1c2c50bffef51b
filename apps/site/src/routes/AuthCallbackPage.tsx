import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  SOCIAL_NEED_SIGNUP,
  SOCIAL_NEED_SIGNUP_BLOCKED,
  useCallFailureText,
  useTranslation,
} from '@tonggye/analysis-forms';
import { Alert, Container, FullScreenSpinner, Stack } from '@tonggye/ui';
import { AppLink } from '../app/AppLink';
import { safeRedirect } from '../app/RequireMember';
import { useSessionActor } from '../app/SessionContext';
import { isSocialProvider, takeSocialReturn } from './socialSignIn';

/**
 * `/auth/{social}`: the provider sends the visitor back here with `code` and `state`. The
 * session machine calls `/user/socialLogin` and applies the count rules of easy sign-in:
 * above 0 signs in, -99 means a member already has the e-mail, otherwise sign-up is needed.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const { social } = useParams<{ social?: string }>();
  const search = new URLSearchParams(useSearch());
  const code = search.get('code');
  const state = search.get('state');
  const denied = search.get('error');
  const [, navigate] = useLocation();
  const actorRef = useSessionActor();
  const isMember = useSelector(actorRef, (snapshot) => snapshot.matches('member'));
  const working = useSelector(actorRef, (snapshot) => snapshot.context.loading.socialLogin);
  const needSignup = useSelector(actorRef, (snapshot) => snapshot.context.needSignup);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const failureText = useCallFailureText();
  const sent = useRef(false);
  const valid = isSocialProvider(social) && code !== null && state !== null && denied === null;

  useEffect(() => {
    if (!valid || sent.current || !social) return;
    sent.current = true;
    actorRef.send({ type: 'SOCIAL_LOGIN', request: { socialName: social, code, state } });
  }, [valid, social, code, state, actorRef]);

  useEffect(() => {
    if (!sent.current) return;
    if (isMember) navigate(safeRedirect(takeSocialReturn()), { replace: true });
    else if (needSignup === SOCIAL_NEED_SIGNUP) navigate(`/register/${social}`, { replace: true });
  }, [isMember, needSignup, navigate, social]);

  const back = <AppLink href="/login">{t('accountScreens.social.backToLogin')}</AppLink>;
  let message: { title: string; text: string } | null = null;
  if (!valid)
    message = {
      title: t('accountScreens.social.failedTitle'),
      text: t(denied !== null ? 'accountScreens.social.denied' : 'accountScreens.social.missing'),
    };
  else if (needSignup === SOCIAL_NEED_SIGNUP_BLOCKED)
    message = {
      title: t('accountScreens.social.linkNeededTitle'),
      text: t('accountScreens.social.linkNeeded'),
    };
  else if (error)
    message = {
      title: t('accountScreens.social.failedTitle'),
      text: failureText(error.error) ?? t('accountScreens.social.missing'),
    };

  if (message === null || working)
    return <FullScreenSpinner label={t('accountScreens.social.working')} />;
  return (
    <Container>
      <Stack gap="medium">
        <Alert
          tone={needSignup === SOCIAL_NEED_SIGNUP_BLOCKED ? 'info' : 'critical'}
          title={message.title}
        >
          {message.text}
        </Alert>
        {back}
      </Stack>
    </Container>
  );
}
