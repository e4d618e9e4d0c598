import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from './schema';

export type MailMessage = { to: string; subject: string; text: string };
/** A mail kept in the outbox, not yet handed to the mail server. */
export type KeptMail = MailMessage & { id: number };
export type Mailer = {
  /** Keeps the mail in the outbox; inside a transaction it commits (or rolls back) with the caller's writes. */
  keep: (message: MailMessage) => KeptMail;
  /** Hands a kept mail to the mail server, once what kept it has committed. */
  deliver: (mail: KeptMail) => Promise<void>;
  /** keep, then deliver. */
  send: (message: MailMessage) => Promise<void>;
};

/**
 * Every mail is first kept in the outbox, so the owner can read it in the admin app; with SMTP
 * configured it is then sent and marked sent, or marked with the error. Sending never fails the
 * shopper's request: a mail that could not go out stays readable in the outbox.
 */
export function createMailer(db: Db, smtp: Config['smtp'], logger: Logger, now: () => Date): Mailer {
  const transport = smtp.url ? nodemailer.createTransport(smtp.url) : undefined;
  const keep = (message: MailMessage): KeptMail => ({ ...message, ...db.insert(outbox).values({ ...message, createdAt: now() }).returning({ id: outbox.id }).get() });
  const deliver = async ({ id, ...message }: KeptMail) => {
    if (!transport) return;
    try {
      await transport.sendMail({ from: smtp.from, ...message });
      db.update(outbox).set({ sentAt: now() }).where(eq(outbox.id, id)).run();
    } catch (error) {
      logger.warn({ err: error }, 'mail could not be sent; it stays in the outbox');
      db.update(outbox).set({ error: error instanceof Error ? error.message : String(error) }).where(eq(outbox.id, id)).run();
    }
  };
  return { keep, deliver, send: (message) => deliver(keep(message)) };
}
