import type { ShopperProfile } from '../../../common/accounts';
import type { Product } from '../../../common/catalog';
import type { Order } from '../../../common/orders';
import { apiFetch } from '../../../common/apiClient';
import { storedShopperToken } from './session';

export type Session = { token: string; user: ShopperProfile; message: string };
type ProfileChanges = { firstName: string; lastName: string; email: string; phone: string; address: { street: string; city: string; state: string; zip: string; country: string } };

const auth = () => ({ token: storedShopperToken() });

/** The shopper account calls of SPEC.md §7. */
export const accountApi = {
  register: (body: { firstName: string; lastName: string; email: string; password: string; phone: string }) => apiFetch<Session>('/api/users/register', { method: 'POST', body }),
  login: (email: string, password: string) => apiFetch<Session>('/api/users/login', { method: 'POST', body: { email, password } }),
  profile: async () => (await apiFetch<{ user: ShopperProfile }>('/api/users/profile', auth())).user,
  updateProfile: async (changes: ProfileChanges) => (await apiFetch<{ user: ShopperProfile }>('/api/users/profile', { method: 'PUT', body: changes, ...auth() })).user,
  changePassword: (currentPassword: string, newPassword: string) =>
    apiFetch<Session>('/api/users/change-password', { method: 'POST', body: { currentPassword, newPassword }, ...auth() }),
  forgotPassword: (email: string) => apiFetch<{ message: string }>('/api/users/forgot-password', { method: 'POST', body: { email } }),
  resetPassword: (token: string, password: string) => apiFetch<Session>('/api/users/reset-password', { method: 'POST', body: { token, password } }),
  wishlist: async () => (await apiFetch<{ wishlist: Product[] }>('/api/users/wishlist', auth())).wishlist,
  addToWishlist: async (productId: string) => (await apiFetch<{ wishlist: Product[] }>(`/api/users/wishlist/${encodeURIComponent(productId)}`, { method: 'POST', ...auth() })).wishlist,
  removeFromWishlist: async (productId: string) =>
    (await apiFetch<{ wishlist: Product[] }>(`/api/users/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE', ...auth() })).wishlist,
  myOrders: async () => (await apiFetch<{ orders: Order[] }>('/api/orders/user/my-orders', auth())).orders,
};
