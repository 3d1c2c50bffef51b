import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Heading } from '../Heading';
import * as styles from './PreparationNotice.css';

export interface PreparationNoticeText {
  title: string;
  backLabel: string;
}

export const preparationNoticeTextKo: PreparationNoticeText = {
  title: '준비 중인 서비스입니다',
  backLabel: '홈으로 돌아가기',
};

export const preparationNoticeTextEn: PreparationNoticeText = {
  title: 'This service is being prepared',
  backLabel: 'Back to home',
};

/** What `renderLink` receives: render it with the app's router link. */
export interface PreparationNoticeLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface PreparationNoticeProps {
  /** Defaults to '준비 중인 서비스입니다'. */
  title?: string;
  /** Optional line under the title, e.g. when the service opens. Line breaks are kept. */
  description?: string;
  /** Where the link back goes; without it no link is shown. */
  backHref?: string;
  /** Text of the link back; defaults to '홈으로 돌아가기'. */
  backLabel?: string;
  /** Renders the link, e.g. with the router's Link; a plain anchor by default. */
  renderLink?: (props: PreparationNoticeLinkProps) => ReactNode;
  /** 1 when the notice is the page's content (the default), 2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
}

const defaultRenderLink = ({ children, ...props }: PreparationNoticeLinkProps) => (
  <a {...props}>{children}</a>
);

function HourglassIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3h12M6 21h12M7 3c0 4.5 5 6 5 9s-5 4.5-5 9M17 3c0 4.5-5 6-5 9s5 4.5 5 9" />
      <path d="M9.5 18.5h5" />
    </svg>
  );
}

/**
 * The 'preparation service' placeholder (stats data, open API, model, AI, mail,
 * location …): an illustration, '준비 중인 서비스입니다', an optional description and a link back.
 */
export function PreparationNotice({
  title = preparationNoticeTextKo.title,
  description,
  backHref,
  backLabel = preparationNoticeTextKo.backLabel,
  renderLink = defaultRenderLink,
  headingLevel = 1,
}: PreparationNoticeProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <span className={styles.illustration}>
        <HourglassIcon />
      </span>
      <div className={styles.text}>
        <Heading level={headingLevel}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {backHref
        ? renderLink({
            href: backHref,
            className: `${button({ variant: 'secondary', size: 'md' })} ${styles.backLink}`,
            children: backLabel,
          })
        : null}
    </section>
  );
}
