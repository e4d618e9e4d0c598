import path from 'node:path';
import { z } from 'zod';
import { publicUrlSchema } from '../common/contract/settings';

/**
 * TRUST_PROXY's values (README, Configuration): unset, empty, 0 or false: no proxy, the connection's
 * address is the client's; `loopback`: a tunnel or proxy on this same machine (its X-Forwarded-For
 * is believed, a LAN client's is not); a whole number N: exactly N proxies stand in front of every
 * request, so the Nth address from the right of X-Forwarded-For is the client's. `true` (trust every
 * hop) is refused: any shopper could then choose their own address.
 */
export type TrustProxy = false | 'loopback' | number;
const TRUST_PROXY_PROBLEM =
  'TRUST_PROXY must be "loopback" (a tunnel on this computer), a number of proxies in front such as 1, or unset';
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === '' || value === '0' || value.toLowerCase() === 'false') return false;
    if (value.toLowerCase() === 'loopback') return 'loopback';
    if (/^[1-9]\d?$/.test(value)) return Number(value);
    context.addIssue({ code: 'custom', message: `${TRUST_PROXY_PROBLEM} (it is "${value}")` });
    return z.NEVER;
  });

/** bcrypt's cost for new password hashes in production (server/auth/passwords.ts). */
export const DEFAULT_HASH_ROUNDS = 10;

const limitSchema = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

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
  /** How long after it was asked for a failed test mail is answered, whatever failed (mail/mailer.ts sendTest). */
  SMTP_TEST_ANSWER_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when a tunnel or reverse proxy stands in front, so rate limits see the shopper's address. */
  TRUST_PROXY: trustProxySchema,
  /** The address shoppers use (e.g. a tunnel's https URL); the owner's Settings can override it. */
  SHOP_PUBLIC_URL: z.union([z.literal(''), publicUrlSchema]).optional(),
  /** Logins, sign-ups, resets, tracking, contact and chat messages per client address per 15 minutes. */
  RATE_LIMIT_PER_15_MIN: limitSchema(20),
  /** Orders per client address per 15 minutes: an office's shared address on a sale day still gets through. */
  ORDER_LIMIT_PER_ADDRESS: limitSchema(40),
  /** Orders per phone number and per e-mail address per hour. */
  ORDER_LIMIT_PER_CONTACT: limitSchema(5),
  /** Confirmation mails to e-mail addresses the shop has not written to before, per client address per hour. */
  NEW_ADDRESS_MAILS_PER_HOUR: limitSchema(20),
  /** Wrong current passwords per account per 15 minutes (shopper and owner password changes). */
  PASSWORD_CHECKS_PER_15_MIN: limitSchema(5),
  /** How long a request may take to arrive in full (headers and body). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Couriers' API addresses (issue 34): tests and e2e point them at local fakes (server/testing/fakePostEx.ts). */
  POSTEX_BASE_URL: z.string().url().default('https://api.postex.pk/services/integration/api/order'),
  LEOPARDS_BASE_URL: z.string().url().default('https://merchantapi.leopardscourier.com/api'),
  /** How long a courier may take to answer before the shop says it did not. */
  COURIER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(20),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  adminUser?: string;
  adminPassword?: string;
  demoData: boolean;
  gemini: { apiKey?: string; model: string; baseUrl?: string };
  smtp: { url?: string; from?: string; testAnswerMs: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** SHOP_PUBLIC_URL as an origin (docs/architecture.md, Auth: where mailed links point). */
  publicUrl?: string;
  /** Requests allowed per window on the guarded routes; tests lower or raise it. */
  rateLimit: { windowMs: number; max: number };
  /** Placing orders (docs/architecture.md, Auth: rate limits). */
  orderLimits: {
    windowMs: number;
    perAddress: number;
    contactWindowMs: number;
    perContact: number;
    newAddressMailsPerHour: number;
  };
  /** Wrong current passwords allowed per account per window. */
  passwordChecks: { windowMs: number; max: number };
  /** Headers must arrive within headersMs and the whole request within requestMs. */
  timeouts: { headersMs: number; requestMs: number };
  /** bcrypt cost for new password hashes; tests lower it (server/testing/testShop.ts). */
  passwordHashRounds: number;
  /** Courier APIs (docs/architecture.md, Couriers). */
  couriers: { postexUrl: string; leopardsUrl: string; timeoutMs: number };
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

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
    smtp: { url: e.SMTP_URL || undefined, from: e.SMTP_FROM || undefined, testAnswerMs: e.SMTP_TEST_ANSWER_MS },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.SHOP_PUBLIC_URL || undefined,
    rateLimit: { windowMs: FIFTEEN_MINUTES, max: e.RATE_LIMIT_PER_15_MIN },
    orderLimits: {
      windowMs: FIFTEEN_MINUTES,
      perAddress: e.ORDER_LIMIT_PER_ADDRESS,
      contactWindowMs: ONE_HOUR,
      perContact: e.ORDER_LIMIT_PER_CONTACT,
      newAddressMailsPerHour: e.NEW_ADDRESS_MAILS_PER_HOUR,
    },
    passwordChecks: { windowMs: FIFTEEN_MINUTES, max: e.PASSWORD_CHECKS_PER_15_MIN },
    timeouts: {
      headersMs: Math.min(15_000, e.REQUEST_TIMEOUT_SECONDS * 1000),
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    },
    passwordHashRounds: DEFAULT_HASH_ROUNDS,
    couriers: {
      postexUrl: e.POSTEX_BASE_URL.replace(/\/+$/, ''),
      leopardsUrl: e.LEOPARDS_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: Math.round(e.COURIER_TIMEOUT_SECONDS * 1000),
    },
  };
}
