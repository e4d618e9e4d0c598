import { useEffect, useState } from 'react';
import { useAuth } from './AuthContext';
import { accountApi } from './api';
import { useT } from '../i18n/I18nContext';
import { useToast } from '../toast/ToastContext';

/**
 * 'In Wishlist' / 'Add to Wishlist' (docs/product.md §2, §4): starts from the shopper's wishlist, and flips
 * only when the server says the change went through.
 */
export default function WishlistToggle({ productId }: { productId: string }) {
  const { user } = useAuth();
  const t = useT();
  const toast = useToast();
  const [inWishlist, setInWishlist] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return setInWishlist(false);
    let live = true;
    accountApi
      .wishlist()
      .then((items) => live && setInWishlist(items.some((item) => item.id === productId)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, productId]);

  const toggle = async () => {
    if (!user) {
      toast.show(t('wishlist.logInFirst'), 'info');
      return;
    }
    setBusy(true);
    try {
      const items = inWishlist
        ? await accountApi.removeFromWishlist(productId)
        : await accountApi.addToWishlist(productId);
      setInWishlist(items.some((item) => item.id === productId));
    } catch {
      toast.show(t(inWishlist ? 'wishlist.removeFailed' : 'wishlist.addFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button secondary"
      onClick={() => void toggle()}
      aria-pressed={inWishlist}
      disabled={busy}
    >
      {t(inWishlist ? 'wishlist.added' : 'wishlist.add')}
    </button>
  );
}
