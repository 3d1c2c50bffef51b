import { useState } from 'react';
import { useCallFailureText, useTranslation } from '@tonggye/analysis-forms';
import { ApiError, socialLink } from '@tonggye/api';
import { Alert, Button, Heading, Stack, Text } from '@tonggye/ui';
import { apiClient } from '../../app/api';
import {
  forgetPendingSocialLink,
  readPendingSocialLink,
  type PendingSocialLink,
} from '../../app/pendingSocialLink';
import { useAction } from './useRequest';

/**
 * Refusals after which the ticket cannot serve again, so it is dropped from the tab: 400 an
 * unknown, expired or used ticket (SOCIAL_TICKET_INVALID), 409 a provider account linked to
 * someone else (SOCIAL_ALREADY_LINKED).
 */
const SPENT_TICKET = new Set([400, 409]);

/**
 * Part of `/my-activity/profile`: links the social account of a -99 sign-in (the provider's
 * e-mail is this member's) with `POST /user/socialLink`, in the server's words when it refuses.
 */
export function SocialLinkSection() {
  const { t } = useTranslation();
  const failureText = useCallFailureText();
  const [pending, setPending] = useState<PendingSocialLink | null>(() => readPendingSocialLink());
  const [linked, setLinked] = useState<PendingSocialLink | null>(null);
  const link = useAction(async (request: PendingSocialLink) => {
    // The call answers a refusal as `resCode` with the server's words in both languages.
    const answer = await socialLink(apiClient, request.linkTicket);
    if (answer.resCode !== 200) {
      if (SPENT_TICKET.has(answer.resCode)) {
        forgetPendingSocialLink();
        setPending(null);
      }
      throw new ApiError({
        status: answer.resCode,
        code: String(answer.resCode),
        message: answer.message ?? '',
        messageEn: answer.messageEn ?? answer.message ?? '',
      });
    }
    forgetPendingSocialLink();
    setPending(null);
    setLinked(request);
  });
  const name = (provider: PendingSocialLink['provider']) => t(`socialLink.providers.${provider}`);

  return (
    <Stack gap="medium">
      <Heading level={2}>{t('socialLink.title')}</Heading>
      {linked ? (
        <Alert tone="positive">{t('socialLink.linked', { provider: name(linked.provider) })}</Alert>
      ) : null}
      {link.error ? (
        <Alert tone="critical" title={t('socialLink.failedTitle')}>
          {failureText(link.error)}
        </Alert>
      ) : null}
      {pending ? (
        <Alert
          tone="info"
          title={t('socialLink.pendingTitle', { provider: name(pending.provider) })}
        >
          <Stack gap="small">
            <span>
              {pending.email
                ? t('socialLink.pending', {
                    provider: name(pending.provider),
                    email: pending.email,
                  })
                : t('socialLink.pendingNoEmail', { provider: name(pending.provider) })}
            </span>
            <div>
              <Button loading={link.busy} onClick={() => void link.run(pending)}>
                {t('socialLink.link', { provider: name(pending.provider) })}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : null}
      {!pending && !linked ? <Text>{t('socialLink.none')}</Text> : null}
    </Stack>
  );
}
