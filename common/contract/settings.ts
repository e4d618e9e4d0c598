import { z } from 'zod';
import { adminPasswordChangeSchema } from '../admin';
import { shopPolicySchema } from '../policy';
import { endpoints, okData } from './endpoint';

/** What the owner's Settings screen reads: the policy, and only whether an assistant key is set (never the key). */
export const shopSettingsSchema = z.object({
  policy: shopPolicySchema,
  modelKey: z.object({ saved: z.boolean(), fromEnvironment: z.boolean() }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const modelKeyWriteSchema = z.object({
  /** null removes the saved key. */
  key: z.string().trim().min(10, 'That does not look like a model service key').max(200).nullable(),
});

/** The owner's settings (docs/architecture.md, Shop policy is data): the policy, the assistant's key and the admin password. */
export const settingsEndpoints = endpoints({
  'GET /api/admin/settings': { response: okData(shopSettingsSchema) },
  'PUT /api/admin/settings/policy': { body: shopPolicySchema, response: okData(shopSettingsSchema) },
  'PUT /api/admin/settings/model-key': { body: modelKeyWriteSchema, response: okData(shopSettingsSchema) },
  'POST /api/admin/password': { body: adminPasswordChangeSchema, response: z.object({ success: z.literal(true), token: z.string(), message: z.string() }) },
});
