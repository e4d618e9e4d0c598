import { lazy, Suspense, type ReactNode } from 'react';
import styles from './App.module.css';
import AssistantLoader from './assistant/AssistantLoader';
import { useCart } from './cart/CartContext';
import { useT } from './i18n/I18nContext';
import Layout from './layout/Layout';
import { Routes, type Route } from './router/router';
import NotFoundPage from './pages/NotFoundPage';

// Pages load on demand so the first visit downloads only what its screen needs.
const LandingPage = lazy(() => import('./pages/LandingPage'));
const ProductsPage = lazy(() => import('./pages/ProductsPage'));
const ProductDetailPage = lazy(() => import('./pages/ProductDetailPage'));
const AdvancedSearchPage = lazy(() => import('./pages/AdvancedSearchPage'));
const CartPage = lazy(() => import('./pages/CartPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const TrackOrderPage = lazy(() => import('./pages/TrackOrderPage'));
const OrderPage = lazy(() => import('./pages/OrderPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));

/** Stands in for a page still loading (main keeps the footer below the fold meanwhile: global.css). */
function PageLoading() {
  return <p className={`container ${styles.loading}`}>{useT()('common.loading')}</p>;
}

/** Screens that show the cart's lines wait until the stored cart is read (it loads beside the first page). */
function AfterCartRead({ children }: { children: ReactNode }) {
  return useCart().ready ? children : <PageLoading />;
}

/** The storefront's route table (docs/product.md §2), tried in order. */
const ROUTES: Route[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/products', element: <ProductsPage /> },
  { path: '/products/:id', element: <ProductDetailPage /> },
  { path: '/advanced-search', element: <AdvancedSearchPage /> },
  {
    path: '/cart',
    element: (
      <AfterCartRead>
        <CartPage />
      </AfterCartRead>
    ),
  },
  // docs/product.md §2: the cart also answers a long chain of optional segments (id, size, color, quantity,
  // … customerCountry), all showing the same cart: a splat matches any such chain.
  {
    path: '/cart/*',
    element: (
      <AfterCartRead>
        <CartPage />
      </AfterCartRead>
    ),
  },
  {
    path: '/checkout',
    element: (
      <AfterCartRead>
        <CheckoutPage />
      </AfterCartRead>
    ),
  },
  { path: '/track-order', element: <TrackOrderPage /> },
  { path: '/order/:orderRef', element: <OrderPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Every screen: the layout, with the page inside it loading on its own so the header and footer show
 * at once, and the shopping assistant beside it, loaded once the page is interactive.
 */
export default function App() {
  return (
    <>
      <Layout>
        <Suspense fallback={<PageLoading />}>
          <Routes routes={ROUTES} />
        </Suspense>
      </Layout>
      <AssistantLoader />
    </>
  );
}
