import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import styles from './App.module.css';
import AssistantLoader from './assistant/AssistantLoader';
import { useCart } from './cart/CartContext';
import Layout from './layout/Layout';
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
const pageLoading = <p className={`container ${styles.loading}`}>Loading...</p>;

/** A page loads inside the layout, so the header and footer show at once instead of waiting for it. */
function PageOutlet() {
  return (
    <Suspense fallback={pageLoading}>
      <Outlet />
    </Suspense>
  );
}

/** Screens that show the cart's lines wait until the stored cart is read (it loads beside the first page). */
function AfterCartRead({ children }: { children: ReactNode }) {
  return useCart().ready ? children : pageLoading;
}

/** The storefront's route table (docs/product.md §2). */
export default function App() {
  return (
    <Routes>
      {/* The shopping assistant sits beside the layout on every screen, loaded once the page is interactive. */}
      <Route element={<><Layout /><AssistantLoader /></>}>
        <Route element={<PageOutlet />}>
          <Route index element={<LandingPage />} />
          <Route path="/products" element={<ProductsPage />} />
          <Route path="/products/:id" element={<ProductDetailPage />} />
          <Route path="/advanced-search" element={<AdvancedSearchPage />} />
          <Route path="/cart" element={<AfterCartRead><CartPage /></AfterCartRead>} />
          {/* docs/product.md §2: the cart also answers a long chain of optional segments (id, size, color, quantity,
              … customerCountry), all showing the same cart. A splat matches any such chain; spelling the 20
              optional segments out makes the router expand 2^20 variants. */}
          <Route path="/cart/*" element={<AfterCartRead><CartPage /></AfterCartRead>} />
          <Route path="/checkout" element={<AfterCartRead><CheckoutPage /></AfterCartRead>} />
          <Route path="/track-order" element={<TrackOrderPage />} />
          <Route path="/order/:orderRef" element={<OrderPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
