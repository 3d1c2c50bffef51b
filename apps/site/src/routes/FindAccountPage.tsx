import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  FindEmailForm,
  ResetPasswordForm,
  type FindEmailValues,
  type ResetPasswordValues,
  useTranslation,
} from '@tonggye/analysis-forms';
import { findEmail, resetPassword, sendEmailCode } from '@tonggye/api';
import { Container, Heading, Stack, Tabs } from '@tonggye/ui';
import { apiClient } from '../app/api';
import { AppLink } from '../app/AppLink';
import { useAction } from './my-activity/useRequest';

type Tab = 'email' | 'password';
const tabPaths: Record<Tab, string> = { email: '/findid', password: '/forgot-password' };

/**
 * `/findid` and `/forgot-password`: one screen with two tabs. The tab follows
 * the address, so each path opens its own tab and a tab change updates the address.
 */
export function FindAccountPage() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const tab: Tab = location.startsWith('/forgot-password') ? 'password' : 'email';

  const [found, setFound] = useState<string[] | null>(null);
  const lookUp = useAction((values: FindEmailValues) =>
    findEmail(apiClient, values).then(setFound),
  );

  const [codeSent, setCodeSent] = useState(false);
  const send = useAction((email: string) =>
    sendEmailCode(apiClient, email, 'reset').then(() => setCodeSent(true)),
  );
  const reset = useAction((values: ResetPasswordValues) =>
    resetPassword(apiClient, { email: values.email, password: values.password, code: values.code }),
  );

  return (
    <Container>
      <Stack gap="large">
        <Heading level={1}>{t('accountScreens.findAccount.heading')}</Heading>
        <Tabs.Root
          value={tab}
          onValueChange={(next) => navigate(tabPaths[next as Tab], { replace: true })}
        >
          <Tabs.List aria-label={t('accountScreens.findAccount.tabs')}>
            <Tabs.Trigger value="email">{t('accountScreens.findAccount.email')}</Tabs.Trigger>
            <Tabs.Trigger value="password">{t('accountScreens.findAccount.password')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="email">
            <FindEmailForm
              onSubmit={(values) => void lookUp.run(values)}
              busy={lookUp.busy}
              failure={lookUp.error}
              found={found}
            />
          </Tabs.Content>
          <Tabs.Content value="password">
            <ResetPasswordForm
              onSendCode={(email) => void send.run(email)}
              sendingCode={send.busy}
              codeSent={codeSent}
              onSubmit={(values) => void reset.run(values)}
              busy={reset.busy}
              failure={send.error ?? reset.error}
              done={reset.done}
            />
          </Tabs.Content>
        </Tabs.Root>
        <AppLink href="/login">{t('accountScreens.findAccount.login')}</AppLink>
      </Stack>
    </Container>
  );
}
