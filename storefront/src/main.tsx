import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '../../common/shopLanguages';
import { BrowserRouter } from './router/router';
import App from './App';
import { AuthProvider } from './account/AuthContext';
import { CartProvider } from './cart/CartContext';
import { I18nProvider, loadCatalog } from './i18n/I18nContext';
import { linkedLanguage, rememberedLanguage, rememberLanguage, startingLanguage } from './i18n/language';
import { ToastProvider } from './toast/ToastContext';
import './styles/global.css';

const chosen = rememberedLanguage();
const linked = linkedLanguage(location.hash);
const wanted = startingLanguage(chosen, [
  ...(linked ? [linked] : []),
  ...(navigator.languages ?? [navigator.language]),
]);
// A link sent in Urdu keeps the visit in Urdu after a reload, until the shopper chooses otherwise.
if (linked && !chosen) rememberLanguage(linked);
// An Urdu reader's catalog arrives before the first render (nothing is on screen before it: the page is
// script-built); if it cannot be fetched, the shop shows in English rather than not at all.
void loadCatalog(wanted).then(
  () => render(wanted),
  () => render(DEFAULT_LANGUAGE),
);

function render(initial: ShopLanguage) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider initial={initial}>
        <BrowserRouter>
          <ToastProvider>
            <AuthProvider>
              <CartProvider>
                <App />
              </CartProvider>
            </AuthProvider>
          </ToastProvider>
        </BrowserRouter>
      </I18nProvider>
    </StrictMode>,
  );
}
