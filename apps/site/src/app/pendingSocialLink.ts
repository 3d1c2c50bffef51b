import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { SOCIAL_NEED_SIGNUP_BLOCKED } from '@tonggye/analysis-forms';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@tonggye/api';
import { useSessionActor } from './SessionContext';

/**
 * A social sign-in answered -99 (the provider's e-mail is a member's who has not linked that
 * account) with a `linkTicket`; the member signs in with the password and links the account
 * on the profile screen (`POST /user/socialLink`). The ticket lives 30 minutes and serves once
 * (server-side); it is kept for this tab only, across the sign-in and a reload.
 */
export interface PendingSocialLink {
  provider: SocialProvider;
  linkTicket: string;
  /** The provider account's e-mail, to name it on the profile screen. */
  email: string | null;
}

export const PENDING_SOCIAL_LINK_KEY = 'socialLinkPending';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): TabStorage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function providerOf(value: unknown): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((provider) => provider === value) ?? null;
}

/** The pending link of a -99 answer, or null (nothing kept, or something unreadable). */
export function readPendingSocialLink(
  storage: TabStorage | null = tabStorage(),
): PendingSocialLink | null {
  try {
    const text = storage?.getItem(PENDING_SOCIAL_LINK_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Record<keyof PendingSocialLink, unknown>> | null;
    const provider = providerOf(value?.provider);
    if (provider === null || typeof value?.linkTicket !== 'string' || value.linkTicket === '')
      return null;
    return {
      provider,
      linkTicket: value.linkTicket,
      email: typeof value.email === 'string' ? value.email : null,
    };
  } catch (error) {
    console.warn('the pending social link could not be read; it is ignored', error);
    return null;
  }
}

export function rememberPendingSocialLink(
  link: PendingSocialLink,
  storage: TabStorage | null = tabStorage(),
): void {
  try {
    storage?.setItem(PENDING_SOCIAL_LINK_KEY, JSON.stringify(link));
  } catch {
    // Storage blocked: the member signs in with the provider again after signing in.
  }
}

export function forgetPendingSocialLink(storage: TabStorage | null = tabStorage()): void {
  try {
    storage?.removeItem(PENDING_SOCIAL_LINK_KEY);
  } catch {
    // Nothing kept.
  }
}

/** What a -99 answer of `/user/socialLogin` offers to link, or null for any other answer. */
export function pendingLinkOf(
  needSignup: number | null,
  answer: { linkTicket?: string | null; snsInfo: unknown } | null,
): PendingSocialLink | null {
  if (needSignup !== SOCIAL_NEED_SIGNUP_BLOCKED || !answer?.linkTicket) return null;
  const info = (typeof answer.snsInfo === 'object' ? answer.snsInfo : null) as {
    provider?: unknown;
    email?: unknown;
  } | null;
  const provider = providerOf(info?.provider);
  if (provider === null) return null;
  return {
    provider,
    linkTicket: answer.linkTicket,
    email: typeof info?.email === 'string' ? info.email : null,
  };
}

/** Keeps the link a -99 answer offers (the session machine forgets it once the member signs in). */
export function useRecordPendingSocialLink(): void {
  const session = useSessionActor();
  const needSignup = useSelector(session, (snapshot) => snapshot.context.needSignup);
  const answer = useSelector(session, (snapshot) => snapshot.context.social);
  useEffect(() => {
    const link = pendingLinkOf(needSignup, answer);
    if (link) rememberPendingSocialLink(link);
  }, [needSignup, answer]);
}
