import { z } from 'zod';
import { optionalPhoneField } from './phoneSchema';
import { emailAddress, optionalLine, requiredLine } from './text';

export const MIN_PASSWORD_LENGTH = 6;
const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password must be at most 200 characters');
const email = emailAddress();
const name = (field: string) => requiredLine(field, 60);

/** Registration (docs/product.md §5): confirm password and the terms flag stay in the browser. */
export const registerSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password,
  phone: optionalPhoneField().optional().default(''),
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const addressSchema = z.object({
  street: optionalLine('Street address', 200),
  city: optionalLine('City', 80),
  state: optionalLine('Province', 80),
  zip: optionalLine('ZIP', 10),
  country: z.literal('Pakistan', { error: 'We deliver within Pakistan only' }).optional().default('Pakistan'),
});

/** Profile changes; the e-mail may be sent back but never changed (docs/product.md §5 Profile). */
export const profileUpdateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string().optional(),
  phone: optionalPhoneField().optional().default(''),
  address: addressSchema.optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: password,
});

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'This reset link is invalid or has expired' })
    .min(1, 'This reset link is invalid or has expired')
    .max(200),
  password,
});

/** The link mailed to an account's e-mail that adds its guest orders to the account (server/users/claims.ts). */
export const claimOrdersSchema = z.object({
  token: z
    .string({ error: 'This link is invalid or has expired' })
    .min(1, 'This link is invalid or has expired')
    .max(1000),
});

/** A shopper's own account as the API shows it: never the password hash. */
export const shopperProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
});
export type ShopperProfile = z.infer<typeof shopperProfileSchema>;
