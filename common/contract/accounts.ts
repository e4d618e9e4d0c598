import { z } from 'zod';
import {
  changePasswordSchema,
  claimOrdersSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  shopperProfileSchema,
} from '../accounts';
import { productSchema } from '../catalog';
import { endpoints, okMessage, pathParam } from './endpoint';

/** A signed-in session: the shopper token and the profile (docs/product.md §7 Shopper account). */
const session = z.object({
  success: z.literal(true),
  token: z.string(),
  user: shopperProfileSchema,
  message: z.string(),
});
const profile = z.object({ success: z.literal(true), user: shopperProfileSchema, message: z.string().optional() });
/** docs/product.md §3: the wishlist fetch returns product objects. */
const wishlist = z.object({
  success: z.literal(true),
  wishlist: z.array(productSchema),
  message: z.string().optional(),
});

export const accountEndpoints = endpoints({
  'POST /api/users/register': { auth: 'public', body: registerSchema, response: session },
  'POST /api/users/login': { auth: 'public', body: loginSchema, response: session },
  'GET /api/users/profile': { auth: 'shopper', response: profile },
  'PUT /api/users/profile': { auth: 'shopper', body: profileUpdateSchema, response: profile },
  'POST /api/users/change-password': { auth: 'shopper', body: changePasswordSchema, response: session },
  'POST /api/users/forgot-password': { auth: 'public', body: forgotPasswordSchema, response: okMessage },
  'POST /api/users/reset-password': { auth: 'public', body: resetPasswordSchema, response: session },
  'POST /api/users/claim-orders': {
    auth: 'public',
    body: claimOrdersSchema,
    response: z.object({ success: z.literal(true), claimed: z.number().int().min(0), message: z.string() }),
  },
  'GET /api/users/wishlist': { auth: 'shopper', response: wishlist },
  'POST /api/users/wishlist/:productId': {
    auth: 'shopper',
    params: z.object({ productId: pathParam }),
    response: wishlist,
  },
  'DELETE /api/users/wishlist/:productId': {
    auth: 'shopper',
    params: z.object({ productId: pathParam }),
    response: wishlist,
  },
});
