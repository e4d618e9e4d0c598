import { z } from 'zod';

/**
 * The desktop app's settings (docs/architecture.md, Runtime contract: they become the server's PORT,
 * HOST and SHOP_DATA_DIR), shared by the settings module under server/desktop and the admin app's
 * settings screen. The bridge to the window is in desktopBridge.ts.
 */
export const SHOP_HOSTS = ['0.0.0.0', '127.0.0.1'] as const;

export const desktopSettingsSchema = z.object({
  port: z
    .number({ error: 'Port must be a number from 1024 to 65535' })
    .int('Port must be a number from 1024 to 65535')
    .min(1024, 'Port must be a number from 1024 to 65535')
    .max(65535, 'Port must be a number from 1024 to 65535')
    .default(3000),
  /** 0.0.0.0 lets shoppers on the shop's network in; 127.0.0.1 keeps the shop on this computer. */
  host: z.enum(SHOP_HOSTS, { error: 'Choose who can open the shop' }).default('0.0.0.0'),
  /** Absent: the data folder inside the app's own folder. */
  dataDir: z.string().trim().min(1).max(1000).optional(),
  /** The username of the first admin, made when a data folder has no admin yet. */
  adminUser: z
    .string()
    .trim()
    .min(1, 'Admin username is required')
    .max(100, 'Admin username must be at most 100 characters')
    .default('admin'),
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;
