import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@tonggye/analysis-forms';
import { Link as RouterLink, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import {
  Alert,
  AppShell,
  Button,
  LoadingOverlay,
  PageTransition,
  Select,
  Stack,
  Text,
  vars,
} from '@tonggye/ui';
import { ACCOUNT_FORMS_NS, rememberLanguage, type Language } from '../i18n';
import { pageOf } from './analysisPaths';
import { useSessionActor } from './SessionContext';
import { useUi, useUiActor } from './UiStateContext';
import { useRecordPendingSocialLink } from './pendingSocialLink';
import { useRememberedUser } from './useRememberedUser';

/**
 * Why the session ended, in the account forms' words: their catalogue loads in its own chunk
 * when this first shows, so the notice waits for it (its own Suspense keeps the page shown).
 */
function EndedNotice({ ended, onDismiss }: { ended: 'idle' | 'expired'; onDismiss: () => void }) {
  const { t } = useTranslation([ACCOUNT_FORMS_NS, 'site']);
  return (
    <Alert tone="info" title={t(`accounts.ended.${ended}`)}>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('account.dismiss', { ns: 'site' })}
      </Button>
    </Alert>
  );
}

/** The footer's links (company pages, terms, privacy, customer service). */
const footerLinks = [
  { labelKey: 'footer.company', href: '/about-us' },
  { labelKey: 'footer.news', href: '/company/company-news' },
  { labelKey: 'footer.directions', href: '/direction' },
  { labelKey: 'footer.certificates', href: '/member/certificates-and-patents' },
  { labelKey: 'footer.terms', href: '/member/terms-of-service' },
  { labelKey: 'footer.privacy', href: '/member/privacy-statement' },
  { labelKey: 'footer.customerService', href: '/customerService' },
] as const;
const footerListStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.medium}`,
} as const;
/** Greeting, sign-out and language on one line: the header's row never breaks inside them. */
const languageSwitchStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
} as const;
/** The footer's muted text colour (its contrast is the footer's own), underlined as links. */
const footerLinkStyle = { color: 'inherit', textDecoration: 'underline' } as const;

/** The layout every screen shares: header with the six-entry menu, footer, page fade. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const session = useSessionActor();
  const isMember = useSelector(session, (snapshot) => snapshot.matches('member'));
  const loggingOut = useSelector(session, (snapshot) => snapshot.context.loading.logout);
  const sessionName = useSelector(
    session,
    (snapshot) => snapshot.context.user?.nickname ?? snapshot.context.user?.name ?? null,
  );
  // The persisted `user` slice names the member while the stored token is being checked.
  const rememberedName = useRememberedUser();
  const memberName = sessionName ?? rememberedName;
  // A -99 social sign-in's link ticket, for the profile screen once the member signs in.
  useRecordPendingSocialLink();
  const ui = useUiActor();
  // One selector per field: the layout re-renders when one of these changes, never for UI
  // state it does not show (dialogs, the notice list's cache, the banner…).
  const title = useUi((context) => context.title);
  const menus = useUi((context) => context.menus);
  const headerType = useUi((context) => context.headerType);
  const overlay = useUi((context) => context.overlay);
  useEffect(() => ui.send({ type: 'LOADED' }), [ui]);
  const brand = t('brand');
  const pageTitle = title ? `${title} | ${brand}` : brand;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  // Only the endings the visitor did not ask for need saying.
  const ended = useSelector(session, (snapshot) =>
    snapshot.context.ended === 'idle' || snapshot.context.ended === 'expired'
      ? snapshot.context.ended
      : null,
  );
  // A plain header (focused screens) leaves the six-entry menu out.
  const menu =
    headerType === 'plain'
      ? []
      : menus.map((entry) => ({ label: t(entry.labelKey), href: entry.href }));
  const accountLinks = isMember
    ? [
        { label: t('account.myPage'), href: '/my-activity' },
        { label: t('account.notices'), href: '/notice' },
      ]
    : [
        { label: t('account.login'), href: '/login' },
        { label: t('account.register'), href: '/register/email' },
        { label: t('account.notices'), href: '/notice' },
      ];
  const changeLanguage = (language: string) => {
    const next: Language = language === 'en' ? 'en' : 'ko';
    rememberLanguage(next);
    document.documentElement.lang = next;
    void i18n.changeLanguage(next);
  };
  return (
    <AppShell
      brand={t('brand')}
      menu={menu}
      accountLinks={accountLinks}
      currentPath={location}
      menuLabel={t('menu.label')}
      navLabel={t('shell.navLabel')}
      skipLinkLabel={t('skipToContent')}
      renderLink={({ href, className, children: content, 'aria-current': current }) => (
        <RouterLink href={href} className={className} aria-current={current}>
          {content}
        </RouterLink>
      )}
      fillViewport
      languageSwitch={
        <span style={languageSwitchStyle}>
          {isMember && memberName ? (
            <Text as="span" size="small">
              {t('account.greeting', { name: memberName })}
            </Text>
          ) : null}
          {isMember ? (
            <Button
              variant="ghost"
              size="sm"
              loading={loggingOut}
              onClick={() => session.send({ type: 'LOGOUT' })}
            >
              {t('account.logout')}
            </Button>
          ) : null}
          <Select
            label={t('language.label')}
            options={[
              { value: 'ko', label: t('language.ko') },
              { value: 'en', label: t('language.en') },
            ]}
            value={i18n.language === 'en' ? 'en' : 'ko'}
            onChange={changeLanguage}
          />
        </span>
      }
      footer={
        <Stack gap="small">
          <nav aria-label={t('footer.label')}>
            <ul style={footerListStyle}>
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <RouterLink href={link.href} style={footerLinkStyle}>
                    {t(link.labelKey)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        </Stack>
      }
    >
      <Stack gap="medium">
        {ended ? (
          <Suspense fallback={null}>
            <EndedNotice ended={ended} onDismiss={() => session.send({ type: 'DISMISS' })} />
          </Suspense>
        ) : null}
        <PageTransition transitionKey={pageOf(location)}>{children}</PageTransition>
      </Stack>
      <LoadingOverlay visible={overlay} label={t('loading')} />
    </AppShell>
  );
}
