import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { ServiceCatalogue, tTestChooserPath } from '@tonggye/analysis-forms';
import { Container, Link, Stack } from '@tonggye/ui';
import { AfterHydration } from '../app/useHydrated';

// Only the services root offers it: the chooser and the descriptive group leave its code out.
const ContinueAnalysis = lazy(() =>
  import('../app/ContinueAnalysis').then((m) => ({ default: m.ContinueAnalysis })),
);

function renderLink(href: string, children: ReactNode, label: string) {
  return (
    <RouterLink href={href} asChild>
      <Link aria-label={label}>{children}</Link>
    </RouterLink>
  );
}

/**
 * `/services`: every analysis grouped as the analysis routes are (`/services/anal/{group}/…`); `/services/desc` and
 * `/services/desc/stats`: the descriptive group; `/services/anal/average/t`: the t-test chooser.
 */
export function ServicesPage() {
  const [location] = useLocation();
  const view =
    location === tTestChooserPath
      ? 'tTests'
      : location.startsWith('/services/desc')
        ? 'descriptive'
        : 'all';
  return (
    <Container>
      <Stack gap="large">
        {/* The root offers the last analysis again (the `service` slice, local storage only). */}
        {view === 'all' ? (
          <AfterHydration>
            <Suspense fallback={null}>
              <ContinueAnalysis />
            </Suspense>
          </AfterHydration>
        ) : null}
        <ServiceCatalogue view={view} renderLink={renderLink} />
      </Stack>
    </Container>
  );
}
