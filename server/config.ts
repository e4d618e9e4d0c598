import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HASH_ROUNDS } from './auth/passwords';

/** Settings from the environment (also what the desktop app writes), per docs/architecture.md. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  SHOP_DATA_DIR: z.string().default('./data'),
  SHOP_ADMIN_USER: z.string().trim().min(1).optional(),
  SHOP_ADMIN_PASSWORD: z.string().min(8, 'SHOP_ADMIN_PASSWORD must be at least 8 characters').optional(),
  SHOP_DEMO_DATA: z.enum(['0', '1']).default('1'),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_MODEL: z.string().default('gemini-2.0-flash'),
  GEMINI_BASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when a tunnel or reverse proxy stands in front, so rate limits see the shopper's address. */
  TRUST_PROXY: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  adminUser?: string;
  adminPassword?: string;
  demoData: boolean;
  gemini: { apiKey?: string; model: string; baseUrl?: string };
  smtp: { url?: string; from?: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy?: string;
  /** Requests allowed per window on the guarded routes; tests lower or raise it. */
  rateLimit: { windowMs: number; max: number };
  /** bcrypt cost for new password hashes; tests lower it (server/testing/testShop.ts). */
  passwordHashRounds: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.SHOP_DATA_DIR),
    adminUser: e.SHOP_ADMIN_USER,
    adminPassword: e.SHOP_ADMIN_PASSWORD,
    demoData: e.SHOP_DEMO_DATA === '1',
    gemini: { apiKey: e.GEMINI_API_KEY || undefined, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL },
    smtp: { url: e.SMTP_URL || undefined, from: e.SMTP_FROM || undefined },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { windowMs: 15 * 60 * 1000, max: 20 },
    passwordHashRounds: DEFAULT_HASH_ROUNDS,
  };
}
