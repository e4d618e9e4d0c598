import { z } from 'zod';
import { shopPolicySchema, storedShopPolicySchema } from '../policy';
import { endpoints, okData } from './endpoint';

/**
 * The address shoppers use (a tunnel's https URL, say), as an origin: http or https, a host and maybe
 * a port, nothing else. Mailed links, canonical URLs, robots.txt and the sitemap are built from it,
 * never from the request's Host header (docs/architecture.md, Auth).
 */
export const publicUrlSchema = z
  .string()
  .trim()
  .refine((text) => {
    try {
      const url = new URL(text);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.username &&
        !url.password &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !text.endsWith('#') &&
        !text.endsWith('?')
      );
    } catch {
      return false;
    }
  }, 'The shop’s address looks like https://shop.example.pk (no path after it)')
  .transform((text) => new URL(text).origin);

export const publicUrlWriteSchema = z.object({
  /** null removes the saved address. */
  url: publicUrlSchema.nullable(),
});

/** What the owner's Settings screen reads: the policy, the shop's public address and only whether an assistant key is set (never the key). */
export const shopSettingsSchema = z.object({
  policy: storedShopPolicySchema,
  modelKey: z.object({ saved: z.boolean(), fromEnvironment: z.boolean() }),
  /** The address saved here (wins), the one from SHOP_PUBLIC_URL, or neither: then links use the address the shop was reached on. */
  publicUrl: z.object({ saved: z.string().nullable(), fromEnvironment: z.string().nullable() }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const modelKeyWriteSchema = z.object({
  /** null removes the saved key. */
  key: z.string().trim().min(10, 'That does not look like a model service key').max(200).nullable(),
});

/** The owner's settings (docs/architecture.md, Shop policy is data): the policy, the assistant's key, the shop's address. */
export const settingsEndpoints = endpoints({
  'GET /api/admin/settings': { auth: 'admin', permission: 'settings', response: okData(shopSettingsSchema) },
  'PUT /api/admin/settings/policy': {
    auth: 'admin',
    permission: 'settings',
    body: shopPolicySchema,
    response: okData(shopSettingsSchema),
  },
  'PUT /api/admin/settings/model-key': {
    auth: 'admin',
    permission: 'settings',
    body: modelKeyWriteSchema,
    response: okData(shopSettingsSchema),
  },
  'PUT /api/admin/settings/public-url': {
    auth: 'admin',
    permission: 'settings',
    body: publicUrlWriteSchema,
    response: okData(shopSettingsSchema),
  },
});
