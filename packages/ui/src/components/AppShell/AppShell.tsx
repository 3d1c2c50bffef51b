import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './AppShell.css';

export interface ShellLink {
  label: string;
  href: string;
}

export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

export interface AppShellProps {
  brand: ReactNode;
  /** The six top-menu entries of the spec. */
  menu: readonly ShellLink[];
  accountLinks: readonly ShellLink[];
  footer: ReactNode;
  children: ReactNode;
  currentPath?: string;
  /** Lets the site render its router's link (wouter's Link); a plain <a> by default. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  /** Text of the mobile menu button, e.g. '메뉴'. */
  menuLabel: string;
  /** Name of the main navigation landmark. */
  navLabel?: string;
  skipLinkLabel?: string;
  languageSwitch?: ReactNode;
  /**
   * The main area is at least one screen high, so the footer starts below the fold: content
   * that arrives late (a lazy page, a font) never moves it in view (layout shift). For pages.
   */
  fillViewport?: boolean;
}

const defaultRenderLink = ({ children, ...props }: RenderLinkProps) => <a {...props}>{children}</a>;

export function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * The one menu entry the current page belongs to: of the entries whose address holds it, the
 * most specific (`/services/desc` rather than `/services` on a descriptive analysis), so two
 * entries never light up at once.
 */
export function currentEntry(
  menu: readonly ShellLink[],
  currentPath: string | undefined,
): string | null {
  let found: string | null = null;
  for (const item of menu)
    if (isCurrent(item.href, currentPath) && (found === null || item.href.length > found.length))
      found = item.href;
  return found;
}

export function AppShell({
  brand,
  menu,
  accountLinks,
  footer,
  children,
  currentPath,
  renderLink = defaultRenderLink,
  menuLabel,
  navLabel = '주 메뉴',
  skipLinkLabel = '본문 바로가기',
  languageSwitch,
  fillViewport = false,
}: AppShellProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const mainId = `${id}-main`;
  const navId = `${id}-nav`;
  const current = currentEntry(menu, currentPath);
  return (
    <div className={styles.shell}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.brand}>{brand}</div>
          <nav id={navId} aria-label={navLabel} className={styles.nav} data-open={open}>
            <ul className={styles.menuList}>
              {menu.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    className: styles.menuLink,
                    children: item.label,
                    ...(item.href === current ? { 'aria-current': 'page' as const } : {}),
                  })}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account}>
            {accountLinks.map((item) => (
              <span key={item.href}>
                {renderLink({
                  href: item.href,
                  className: styles.accountLink,
                  children: item.label,
                })}
              </span>
            ))}
            {languageSwitch}
          </div>
          <span className={styles.menuButton}>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((value) => !value)}
            >
              {menuLabel}
            </Button>
          </span>
        </div>
      </header>
      <main
        id={mainId}
        tabIndex={-1}
        className={fillViewport ? `${styles.main} ${styles.mainFill}` : styles.main}
      >
        {children}
      </main>
      <footer className={styles.footer}>{footer}</footer>
    </div>
  );
}
