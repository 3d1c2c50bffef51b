import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { analysisDefinitions, type SessionMachine } from '@tonggye/analysis-forms';
import { FullScreenSpinner } from '@tonggye/ui';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { siteSessionMachine } from './api';
import { RequireMember } from './RequireMember';
import { SessionProvider, useIsAdmin, type SessionClock } from './SessionContext';
import { memberOnlyPlaceholderPaths } from './guardedPaths';
import { idleTimeoutMs } from './siteConfig';
import { UiStateProvider } from './UiStateContext';

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
const FindAccountPage = lazy(() =>
  import('../routes/FindAccountPage').then((m) => ({ default: m.FindAccountPage })),
);
const TermPage = lazy(() => import('../routes/TermPage').then((m) => ({ default: m.TermPage })));
const AuthCallbackPage = lazy(() =>
  import('../routes/AuthCallbackPage').then((m) => ({ default: m.AuthCallbackPage })),
);
const MyActivityPage = lazy(() =>
  import('../routes/my-activity/MyActivityPage').then((m) => ({ default: m.MyActivityPage })),
);
const ServerErrorPage = lazy(() =>
  import('../routes/ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })),
);

/** The site's session with this build's idle timeout (VITE_IDLE_TIMEOUT_MS, default one hour). */
const defaultSessionMachine = siteSessionMachine.provide({
  delays: { idleLogout: idleTimeoutMs },
});

function Routes() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const [location] = useLocation();
  return (
    <Layout>
      <RouteErrorBoundary
        resetKey={location}
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
            {/* Find e-mail and reset password: one screen, two tabs (spec point 2). */}
            <Route path="/findid" component={FindAccountPage} />
            <Route path="/forgot-password" component={FindAccountPage} />
            <Route path="/term" component={TermPage} />
            <Route path="/auth/:social" component={AuthCallbackPage} />
            {/* My activity (guarded); its sections follow the sub-path. */}
            {['/my-activity', '/my-activity/*'].map((path) => (
              <Route key={path} path={path}>
                <RequireMember>
                  <MyActivityPage />
                </RequireMember>
              </Route>
            ))}
            {/* Guarded (spec points 2 and 6): a visitor without a token signs in first. */}
            {memberOnlyPlaceholderPaths.map((path) => (
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
            <Route path="/500" component={ServerErrorPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

/** The site: the session at the root (its actors injected; tests pass their own), then the routes. */
export function App({
  sessionMachine = defaultSessionMachine,
  clock,
}: {
  sessionMachine?: SessionMachine;
  /** The idle timer's clock; tests pass xstate's SimulatedClock. */
  clock?: SessionClock;
}) {
  const { t } = useTranslation();
  return (
    <UiStateProvider>
      <SessionProvider
        machine={sessionMachine}
        clock={clock}
        fallback={<FullScreenSpinner label={t('loading')} />}
      >
        <ScrollToTop />
        <Routes />
      </SessionProvider>
    </UiStateProvider>
  );
}
