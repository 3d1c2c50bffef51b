import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useTranslation, type I18n, type SessionMachine } from '@tonggye/analysis-forms';
import { FullScreenSpinner } from '@tonggye/ui';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { analysisPaths } from './analysisPaths';
import { apiClient } from './apiClient';
import { createSiteSessionMachine } from './sessionActors';
import { RequireMember } from './RequireMember';
import { SessionProvider, useIsAdmin, type SessionClock } from './SessionContext';
import { memberOnlyPlaceholderPaths } from './guardedPaths';
import { preparationPaths } from './preparationPaths';
import { idleTimeoutMs } from './siteConfig';
import { UiStateProvider } from './UiStateContext';
import { lazyPage, type LazyPage } from './lazyPage';
import { isAnalysisUploadStep, PRERENDERED_PAGES, type PrerenderedPath } from '../prerenderedPages';

const HomePage = lazyPage(() => import('../routes/HomePage').then((m) => m.HomePage));
const ServicesPage = lazyPage(() => import('../routes/ServicesPage').then((m) => m.ServicesPage));
// Found by its address in its own chunk: the analysis definitions stay out of the entry.
const AnalysisRoute = lazyPage(() => import('./AnalysisRoute').then((m) => m.AnalysisRoute));
const LoginPage = lazyPage(() => import('../routes/LoginPage').then((m) => m.LoginPage));
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
// Service centre.
const centre = () => import('../routes/service-centre/pages');
const ServiceCenterPage = lazy(() => centre().then((m) => ({ default: m.ServiceCenterPage })));
const FaqPage = lazy(() => centre().then((m) => ({ default: m.FaqPage })));
// The notice list (a page the phone benchmark measures) in its own chunk, without the other pages' code.
const NoticeListPage = lazyPage(() =>
  import('../routes/service-centre/NoticeListPage').then((m) => m.NoticeListPage),
);

/**
 * The prerendered pages' modules (prerenderedPages.ts), fetched before hydrating one; every
 * analysis's upload step is the analysis route's.
 */
const prerenderedPages = {
  '/': HomePage,
  '/login': LoginPage,
  '/notice': NoticeListPage,
  '/services/anal/average/t': ServicesPage,
} satisfies Record<string, LazyPage<object>>;

function prerenderedModule(path: PrerenderedPath): { preload: () => Promise<void> } {
  return isAnalysisUploadStep(path) ? AnalysisRoute : prerenderedPages[path];
}

/**
 * Everything a prerendered page renders at once, in: its module and its catalogues. Hydrated
 * then, the page is taken over in one pass; a part still loading would be rendered anew when
 * the session or the page's data first changes it, losing what the visitor already typed.
 */
export async function preparePrerenderedPage(path: PrerenderedPath, i18n: I18n): Promise<void> {
  await Promise.all([
    prerenderedModule(path).preload(),
    i18n.loadNamespaces([...PRERENDERED_PAGES[path].namespaces]),
  ]);
}
const NoticeDetailPage = lazy(() => centre().then((m) => ({ default: m.NoticeDetailPage })));
const QnaPage = lazy(() => centre().then((m) => ({ default: m.QnaPage })));
const QnaDetailPage = lazy(() => centre().then((m) => ({ default: m.QnaDetailPage })));
const CustomerServicePage = lazy(() => centre().then((m) => ({ default: m.CustomerServicePage })));
const EstimateQnaPage = lazy(() => centre().then((m) => ({ default: m.EstimateQnaPage })));
const StandalonePage = lazy(() => centre().then((m) => ({ default: m.StandalonePage })));
const CommunityPage = lazy(() =>
  import('../routes/community/CommunityPage').then((m) => ({ default: m.CommunityPage })),
);
const FreeBoardPage = lazy(() =>
  import('../routes/community/FreeBoardPage').then((m) => ({ default: m.FreeBoardPage })),
);
const PostDetailPage = lazy(() =>
  import('../routes/community/PostDetailPage').then((m) => ({ default: m.PostDetailPage })),
);
const PostWritePage = lazy(() =>
  import('../routes/community/PostWritePage').then((m) => ({ default: m.PostWritePage })),
);

// Company and preparation pages.
const company = () => import('../routes/company/ContentPages');
const AboutUsPage = lazy(() => company().then((m) => ({ default: m.AboutUsPage })));
const DirectionPage = lazy(() => company().then((m) => ({ default: m.DirectionPage })));
const SalesAgentPage = lazy(() => company().then((m) => ({ default: m.SalesAgentPage })));
const CompanyNewsPage = lazy(() =>
  import('../routes/company/CompanyNewsPage').then((m) => ({ default: m.CompanyNewsPage })),
);
const MemberPage = lazy(() =>
  import('../routes/company/MemberPages').then((m) => ({ default: m.MemberPage })),
);
const CouponOffersPage = lazy(() =>
  import('../routes/company/CouponOffersPage').then((m) => ({ default: m.CouponOffersPage })),
);
const CourierCompaniesPage = lazy(() =>
  import('../routes/company/CourierCompaniesPage').then((m) => ({
    default: m.CourierCompaniesPage,
  })),
);
const OpenApiPage = lazy(() =>
  import('../routes/preparing/OpenApiPage').then((m) => ({ default: m.OpenApiPage })),
);
const PreparationPage = lazy(() =>
  import('../routes/preparing/PreparationPages').then((m) => ({ default: m.PreparationPage })),
);

// Store orders, payments, coupons and points.
const storeOrders = () => import('../routes/store/orders/pages');
const OrderSheetPage = lazy(() => storeOrders().then((m) => ({ default: m.OrderSheetPage })));
const OrderAgreeNoMemberPage = lazy(() =>
  storeOrders().then((m) => ({ default: m.OrderAgreeNoMemberPage })),
);
const OrderCompletePage = lazy(() => storeOrders().then((m) => ({ default: m.OrderCompletePage })));
const InicisFeedbackPage = lazy(() =>
  storeOrders().then((m) => ({ default: m.InicisFeedbackPage })),
);
const OrderLookupPage = lazy(() => storeOrders().then((m) => ({ default: m.OrderLookupPage })));

// Store catalogue and cart.
const storeCatalogue = () => import('../routes/store/catalogue/pages');
const ProductListPage = lazy(() => storeCatalogue().then((m) => ({ default: m.ProductListPage })));
const ProductSearchPage = lazy(() =>
  storeCatalogue().then((m) => ({ default: m.ProductSearchPage })),
);
const ProductDetailPage = lazy(() =>
  storeCatalogue().then((m) => ({ default: m.ProductDetailPage })),
);
const CollectionPage = lazy(() => storeCatalogue().then((m) => ({ default: m.CollectionPage })));
const BoxtapeTypePage = lazy(() => storeCatalogue().then((m) => ({ default: m.BoxtapeTypePage })));
const CartPage = lazy(() => storeCatalogue().then((m) => ({ default: m.CartPage })));

// Store services: regular delivery, made-to-order, quotations.
const storeServices = () => import('../routes/store/services/pages');
const SubscriptionPage = lazy(() => storeServices().then((m) => ({ default: m.SubscriptionPage })));
const SubscriptionStartPage = lazy(() =>
  storeServices().then((m) => ({ default: m.SubscriptionStartPage })),
);
const SubscriptionCompletePage = lazy(() =>
  storeServices().then((m) => ({ default: m.SubscriptionCompletePage })),
);
const OrdermadePage = lazy(() => storeServices().then((m) => ({ default: m.OrdermadePage })));
const OrdermadeDetailPage = lazy(() =>
  storeServices().then((m) => ({ default: m.OrdermadeDetailPage })),
);
const OrdermadeCompletePage = lazy(() =>
  storeServices().then((m) => ({ default: m.OrdermadeCompletePage })),
);
const OrderFromOrdermadePage = lazy(() =>
  storeServices().then((m) => ({ default: m.OrderFromOrdermadePage })),
);
const SubsFromOrdermadePage = lazy(() =>
  storeServices().then((m) => ({ default: m.SubsFromOrdermadePage })),
);
const OrderCompleteFromOrdermadePage = lazy(() =>
  storeServices().then((m) => ({ default: m.OrderCompleteFromOrdermadePage })),
);
const SubsCompleteFromOrdermadePage = lazy(() =>
  storeServices().then((m) => ({ default: m.SubsCompleteFromOrdermadePage })),
);
const EstimatePage = lazy(() => storeServices().then((m) => ({ default: m.EstimatePage })));

let defaultSessionMachine: SessionMachine | null = null;

/**
 * The site's session with this build's idle timeout (VITE_IDLE_TIMEOUT_MS, default one hour),
 * built on first use and once: building a machine walks all its states, a long moment for a
 * phone, so main.tsx builds it in a task of its own rather than while this module loads.
 */
export function siteSession(): SessionMachine {
  defaultSessionMachine ??= createSiteSessionMachine(apiClient, { idleLogout: idleTimeoutMs });
  return defaultSessionMachine;
}

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
            {/* Find e-mail and reset password: one screen, two tabs. */}
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
            {/* Service centre: notices and FAQ open, Q&A guarded. */}
            <Route path="/service-center" component={ServiceCenterPage} />
            <Route path="/faq" component={FaqPage} />
            <Route path="/notice" component={NoticeListPage} />
            <Route path="/notice/:id">
              {(params: { id: string }) => <NoticeDetailPage key={params.id} id={params.id} />}
            </Route>
            <Route path="/standalone/:id">
              {(params: { id: string }) => <StandalonePage key={params.id} id={params.id} />}
            </Route>
            <Route path="/qna">
              <RequireMember>
                <QnaPage />
              </RequireMember>
            </Route>
            <Route path="/qna/:id">
              {(params: { id: string }) => (
                <RequireMember>
                  <QnaDetailPage key={params.id} id={params.id} />
                </RequireMember>
              )}
            </Route>
            {/* Contacts are for everyone; only its Q&A form (/qna) needs a member. */}
            <Route path="/customerService" component={CustomerServicePage} />
            <Route path="/estimateQna/:id">
              {(params: { id: string }) => (
                <RequireMember>
                  <EstimateQnaPage key={params.id} id={params.id} />
                </RequireMember>
              )}
            </Route>
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
            {/* The t-test chooser: one-sample, paired, independent. */}
            <Route path="/services/anal/average/t" component={ServicesPage} />
            {analysisPaths.map((path) => (
              <Route key={path} path={`${path}/:step?`}>
                {(params: { step?: string }) => <AnalysisRoute path={path} step={params.step} />}
              </Route>
            ))}
            {/* Community (open to guests too). */}
            <Route path="/qaiclink" component={CommunityPage} />
            <Route path="/qaiclink/free-board" component={FreeBoardPage} />
            <Route path="/qaiclink/free-board/detail" component={PostDetailPage} />
            <Route path="/qaiclink/free-board/write" component={PostWritePage} />
            {/* Company pages. */}
            <Route path="/about-us" component={AboutUsPage} />
            <Route path="/direction" component={DirectionPage} />
            <Route path="/sales-agent" component={SalesAgentPage} />
            <Route path="/company/company-news" component={CompanyNewsPage} />
            <Route path="/member/:id" component={MemberPage} />
            <Route path="/coupon-offers" component={CouponOffersPage} />
            <Route path="/courier-companies" component={CourierCompaniesPage} />
            {/* Preparation pages. */}
            <Route path="/open-api" component={OpenApiPage} />
            {preparationPaths.map((path) => (
              <Route key={path} path={path}>
                <PreparationPage path={path} />
              </Route>
            ))}
            {/* Store orders, payments, guest look-up. */}
            <Route path="/ordersheet">
              <OrderSheetPage from="cart" />
            </Route>
            <Route path="/order/feedbackFromInicis" component={InicisFeedbackPage} />
            <Route path="/order/:from">
              {(params: { from: string }) => (
                <OrderSheetPage key={params.from} from={params.from} />
              )}
            </Route>
            <Route path="/orderAgreeNoMember" component={OrderAgreeNoMemberPage} />
            <Route path="/orderComplete" component={OrderCompletePage} />
            <Route path="/order-lookup" component={OrderLookupPage} />
            {/* Store catalogue and cart. */}
            <Route path="/products" component={ProductListPage} />
            <Route path="/product-search" component={ProductSearchPage} />
            <Route path="/product-detail/:id">
              {(params: { id: string }) => <ProductDetailPage key={params.id} id={params.id} />}
            </Route>
            <Route path="/collection-product/:id">
              {(params: { id: string }) => <CollectionPage key={params.id} id={params.id} />}
            </Route>
            <Route path="/boxtapeType" component={BoxtapeTypePage} />
            <Route path="/mycart" component={CartPage} />
            {/* Store services: regular delivery, made-to-order, quotations. */}
            <Route path="/subscription" component={SubscriptionPage} />
            <Route path="/subscription/:from">
              {(params: { from: string }) => (
                <SubscriptionStartPage key={params.from} from={params.from} />
              )}
            </Route>
            <Route path="/ordermade" component={OrdermadePage} />
            <Route path="/ordermadeDetail/:type">
              {(params: { type: string }) => (
                <OrdermadeDetailPage key={params.type} type={params.type} />
              )}
            </Route>
            <Route path="/estimate" component={EstimatePage} />
            <Route path="/subsComplete">
              <RequireMember>
                <SubscriptionCompletePage />
              </RequireMember>
            </Route>
            <Route path="/ordermadeComplete">
              <RequireMember>
                <OrdermadeCompletePage />
              </RequireMember>
            </Route>
            <Route path="/orderFromOrdermade/:ordId">
              {(params: { ordId: string }) => (
                <RequireMember>
                  <OrderFromOrdermadePage key={params.ordId} ordId={params.ordId} />
                </RequireMember>
              )}
            </Route>
            <Route path="/subsFromOrdermade/:ordId">
              {(params: { ordId: string }) => (
                <RequireMember>
                  <SubsFromOrdermadePage key={params.ordId} ordId={params.ordId} />
                </RequireMember>
              )}
            </Route>
            <Route path="/orderCompleteFromOrderMade">
              <RequireMember>
                <OrderCompleteFromOrdermadePage />
              </RequireMember>
            </Route>
            <Route path="/subsCompleteFromOrderMade">
              <RequireMember>
                <SubsCompleteFromOrdermadePage />
              </RequireMember>
            </Route>
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
  sessionMachine,
  clock,
  prerendered = false,
  onHydrated,
}: {
  sessionMachine?: SessionMachine;
  /** The idle timer's clock; tests pass xstate's SimulatedClock. */
  clock?: SessionClock;
  /**
   * Rendered by the build's prerender, or hydrating its HTML: the routes render while the
   * session starts (as a visitor without identity), like the prerendered page.
   */
  prerendered?: boolean;
  /** Called once the page is the app's (after the first commit, e.g. of a hydration). */
  onHydrated?: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useRef(onHydrated);
  useEffect(() => {
    const call = hydrated.current;
    hydrated.current = undefined;
    call?.();
  }, []);
  return (
    <UiStateProvider>
      <SessionProvider
        machine={sessionMachine ?? siteSession()}
        clock={clock}
        renderWhileStarting={prerendered}
        fallback={<FullScreenSpinner label={t('loading')} />}
      >
        <ScrollToTop />
        <Routes />
      </SessionProvider>
    </UiStateProvider>
  );
}
