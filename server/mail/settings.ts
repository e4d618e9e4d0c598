import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ShopLanguage } from '../../common/language';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  messageTemplatesSchema,
  type ShopTemplates,
  type SmtpSettings,
  type SmtpSettingsWrite,
} from '../../common/mail';
import type { Db, Queryable } from '../db/client';
import { isUnsealed, secretBox } from '../secrets';
import { shopSettings } from '../shop/schema';

/**
 * The owner's mail server and shopper message templates, kept in the shop settings table
 * (docs/architecture.md, Messages that go out). The password is write-only like the assistant's key:
 * the API says whether one is saved, never what it is; and it is stored sealed (server/secrets.ts), so
 * a backup does not carry it readable. Restored on another computer it reads as not saved.
 */
const SMTP_KEY = 'mail.smtp';
const TEMPLATES_KEY = 'mail.templates';

const storedSmtpSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  password: z.string(),
  from: z.string(),
});
export type StoredSmtp = z.infer<typeof storedSmtpSchema>;
const NO_SERVER: StoredSmtp = { host: '', port: 587, user: '', password: '', from: '' };

const read = (db: Queryable, key: string) =>
  db.select().from(shopSettings).where(eq(shopSettings.key, key)).get()?.value;
const write = (db: Db, key: string, value: unknown) =>
  db.insert(shopSettings).values({ key, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value } }).run();

/** The saved mail server with its password opened, for the mailer only. */
export function readSmtp(db: Queryable, jwtSecret: string): StoredSmtp {
  const stored = storedSmtpSchema.safeParse(read(db, SMTP_KEY));
  if (!stored.success) return NO_SERVER;
  const { password } = stored.data;
  return {
    ...stored.data,
    password: password === '' || isUnsealed(password) ? password : (secretBox(jwtSecret).open(password) ?? ''),
  };
}

/** What the owner's screen shows. */
export function smtpForOwner(db: Queryable, jwtSecret: string, smtpUrlSet: boolean): SmtpSettings {
  const { password, ...shown } = readSmtp(db, jwtSecret);
  return { ...shown, passwordSaved: password !== '', fromEnvironment: smtpUrlSet };
}

/** Saves the server; the password stays as it was unless a new one is given (or null removes it). */
export function writeSmtp(db: Db, jwtSecret: string, settings: z.output<z.ZodType<SmtpSettingsWrite>>) {
  const password = settings.password === undefined ? readSmtp(db, jwtSecret).password : (settings.password ?? '');
  const stored = password === '' ? '' : secretBox(jwtSecret).seal(password);
  write(db, SMTP_KEY, {
    host: settings.host,
    port: settings.port,
    user: settings.user,
    from: settings.from,
    password: stored,
  } satisfies StoredSmtp);
}

/**
 * The owner's wording in each language, or the shop's own until they change it. Shops saved one set
 * before Urdu (issue 26): that set is their English, and Urdu starts from the shop's wording. A message
 * added since the owner saved (the cancelled mail, decision 0120) reads as the shop's wording beside
 * the owner's own; a language saved by an older version in another shape falls back whole.
 */
export function readTemplates(db: Queryable): ShopTemplates {
  const stored = read(db, TEMPLATES_KEY);
  const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
  const saved: Partial<Record<ShopLanguage, unknown>> = !isObject(stored)
    ? {}
    : 'confirmed' in stored
      ? { en: stored }
      : stored;
  const language = (code: ShopLanguage) => {
    const value = saved[code];
    const parsed = messageTemplatesSchema.safeParse(
      isObject(value) ? { ...DEFAULT_MESSAGE_TEMPLATES[code], ...value } : value,
    );
    return parsed.success ? parsed.data : DEFAULT_MESSAGE_TEMPLATES[code];
  };
  return { en: language('en'), ur: language('ur') };
}

export const writeTemplates = (db: Db, templates: ShopTemplates) => write(db, TEMPLATES_KEY, templates);
