import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { analysisDefinitions, type SessionMachine } from '@tonggye/analysis-forms';
import { FullScreenSpinner } from '@tonggye/ui';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { siteSessionMachine } from './api';
import { RequireMember } from './RequireMember';
import { SessionProvider, useIsAdmin, type SessionClock } from './SessionContext';

const HomePage = lazy(() => import('../routes/HomePage').then((m) => ({ default: m.HomePage })));
const ServicesPage = lazy(() =>
  import('../routes/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);
const AnalysisPage = lazy(() =>
  import('../routes/AnalysisPage').then((m) => ({ default: m.AnalysisPage })),
);
const LoginPage = lazy(() => import('../routes/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../routes/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const RegisterCompletePage = lazy(() =>
  import('../routes/RegisterCompletePage').then((m) => ({ default: m.RegisterCompletePage })),
);
const PreparingPage = lazy(() =>
  import('../routes/PreparingPage').then((m) => ({ default: m.PreparingPage })),
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
            <Route path="/login" component={LoginPage} />
            <Route path="/register/:type" component={RegisterPage} />
            <Route path="/registercomplete" component={RegisterCompletePage} />
            {/* Account screens still to come share the preparation placeholder. */}
            {['/findid', '/forgot-password', '/term', '/auth/:social'].map((path) => (
              <Route key={path} path={path} component={PreparingPage} />
            ))}
            {/* Guarded (spec points 2 and 6): a visitor without a token signs in first. */}
            {['/my-activity', '/my-activity/*', '/qna', '/qna/*'].map((path) => (
              <Route key={path} path={path}>
                <RequireMember>
                  <PreparingPage />
                </RequireMember>
              </Route>
            ))}
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

/** The site: the session at the root (its actors injected; tests pass their own), then the routes. */
export function App({
  sessionMachine = siteSessionMachine,
  clock,
}: {
  sessionMachine?: SessionMachine;
  /** The idle timer's clock; tests pass xstate's SimulatedClock. */
  clock?: SessionClock;
}) {
  const { t } = useTranslation();
  return (
    <SessionProvider
      machine={sessionMachine}
      clock={clock}
      fallback={<FullScreenSpinner label={t('loading')} />}
    >
      <ScrollToTop />
      <Routes />
    </SessionProvider>
  );
}
