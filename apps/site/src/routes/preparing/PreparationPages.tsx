import { Link as RouterLink } from 'wouter';
import { Container, PreparationNotice } from '@tonggye/ui';
import type { preparationPaths } from '../../app/preparationPaths';
import { usePageTitle } from '../../app/UiStateContext';
import { useContentText } from '../company/parts';

export type PreparationPath = (typeof preparationPaths)[number];

/** The preparation pages (services not offered yet), by path; each names its service. */
export const preparationPages: Record<PreparationPath, string> = {
  '/stats-data': 'statsData',
  '/stats-info': 'statsInfo',
  '/services/model': 'model',
  '/services/ai': 'ai',
  '/services/deci': 'deci',
  '/services/etc': 'etc',
  '/mail': 'mail',
  '/location': 'location',
};

/** A service not open yet: its name as the page title, and the kit's 'preparation service' notice. */
export function PreparationPage({ path }: { path: PreparationPath }) {
  const { t } = useContentText();
  const name = t(`preparing.pages.${preparationPages[path]}`);
  usePageTitle(name);
  return (
    <Container>
      <PreparationNotice
        title={`${name} · ${t('preparing.title')}`}
        description={t('preparing.description')}
        backHref="/"
        backLabel={t('preparing.back')}
        renderLink={({ href, className, children }) => (
          <RouterLink href={href} className={className}>
            {children}
          </RouterLink>
        )}
      />
    </Container>
  );
}
