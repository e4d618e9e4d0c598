import type { BodyOf, ResponseOf } from '../../../common/contract';
import { callApi } from '../../../common/apiClient';
import { storedShopperToken } from './session';

export type Session = ResponseOf<'POST /api/users/login'>;

const auth = () => ({ token: storedShopperToken() });

/** The shopper account calls of docs/product.md §7. */
export const accountApi = {
  register: (body: BodyOf<'POST /api/users/register'>) => callApi('POST /api/users/register', { body }),
  login: (email: string, password: string) => callApi('POST /api/users/login', { body: { email, password } }),
  profile: async () => (await callApi('GET /api/users/profile', auth())).user,
  updateProfile: async (changes: BodyOf<'PUT /api/users/profile'>) =>
    (await callApi('PUT /api/users/profile', { body: changes, ...auth() })).user,
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi('POST /api/users/change-password', { body: { currentPassword, newPassword }, ...auth() }),
  forgotPassword: (email: string) => callApi('POST /api/users/forgot-password', { body: { email } }),
  resetPassword: (token: string, password: string) =>
    callApi('POST /api/users/reset-password', { body: { token, password } }),
  wishlist: async () => (await callApi('GET /api/users/wishlist', auth())).wishlist,
  addToWishlist: async (productId: string) =>
    (await callApi('POST /api/users/wishlist/:productId', { params: { productId }, ...auth() })).wishlist,
  removeFromWishlist: async (productId: string) =>
    (await callApi('DELETE /api/users/wishlist/:productId', { params: { productId }, ...auth() })).wishlist,
  myOrders: async () => (await callApi('GET /api/orders/user/my-orders', auth())).orders,
};
