import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { analysisDefinitions } from '@tonggye/analysis-forms';
import { FullScreenSpinner } from '@tonggye/ui';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { SessionProvider, useIsAdmin } from './SessionContext';

const HomePage = lazy(() => import('../routes/HomePage').then((m) => ({ default: m.HomePage })));
const ServicesPage = lazy(() =>
  import('../routes/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);
const AnalysisPage = lazy(() =>
  import('../routes/AnalysisPage').then((m) => ({ default: m.AnalysisPage })),
);
const NotFoundPage = lazy(() =>
  import('../routes/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

function Routes() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  return (
    <Layout>
      <RouteErrorBoundary
        title={t('error.title')}
        message={t('error.message')}
        retryLabel={t('error.retry')}
        isAdmin={isAdmin}
      >
        <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/services" component={ServicesPage} />
            <Route path="/services/desc" component={ServicesPage} />
            <Route path="/services/desc/stats" component={ServicesPage} />
            {Object.values(analysisDefinitions).map((definition) => (
              <Route key={definition.id} path={`${definition.path}/:step?`}>
                {(params: { step?: string }) => (
                  <AnalysisPage key={definition.id} definition={definition} step={params.step} />
                )}
              </Route>
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

export function App() {
  const { t } = useTranslation();
  return (
    <SessionProvider fallback={<FullScreenSpinner label={t('loading')} />}>
      <ScrollToTop />
      <Routes />
    </SessionProvider>
  );
}
