import { and, asc, eq, isNull, lte, notInArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { readShopPolicy } from '../shop/policy';
import { outbox } from './schema';
import { readSmtp } from './settings';

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
  /** Hands the mail server what is due: mails queued in a transaction (queueMail) and failed ones whose next try has come. */
  sendDue: () => Promise<void>;
  /** A test mail with the current settings; a failure is refused in the same words and after the same time, whatever failed. */
  sendTest: (to: string) => Promise<void>;
};

/** A mail that could not go out is tried again after these waits, then left for the owner to send again from the outbox. */
export const RETRY_AFTER_MINUTES = [1, 5, 30, 120] as const;
const SWEEP_EVERY_MS = 30_000;
/**
 * A kept mail is due for the sweep this long after it was kept (issue 33): should the app quit before
 * the mail server answers, the next start's sweep sends it rather than nobody (a mail the sweep took up
 * keeps the due time it had). While this process still waits for the answer, the sweep leaves it alone
 * (inFlight), so it is not sent twice.
 */
const RETRY_IF_NO_ANSWER_MS = RETRY_AFTER_MINUTES[0] * 60_000;

/** Each shop database's mailer and public address, for mail queued by code that has only the database (queueMail). */
const mailers = new WeakMap<Db, { mailer: Mailer; publicUrl: string | undefined }>();
export const configuredPublicUrl = (db: Db) => mailers.get(db)?.publicUrl;

/**
 * Queues a mail in the caller's transaction: it exists only if that commits, and goes out right after
 * (the sweep runs once the synchronous transaction has finished), or on a later sweep.
 */
export function queueMail(db: Db, message: MailMessage, now: Date) {
  db.insert(outbox)
    .values({ ...message, createdAt: now, nextAttemptAt: now })
    .run();
  const known = mailers.get(db);
  if (known) setImmediate(() => void known.mailer.sendDue().catch(() => undefined));
}

/**
 * Every mail is first kept in the outbox, so the owner can read it in the admin app. With a mail
 * server (the owner's Settings, else SMTP_URL) it is then sent and marked sent, or marked with the
 * error and tried again later (RETRY_AFTER_MINUTES). Sending never fails the shopper's request: a
 * mail that could not go out stays readable in the outbox.
 */
export function createMailer(
  db: Db,
  config: Pick<Config, 'smtp' | 'publicUrl'>,
  logger: Logger,
  now: () => Date,
  jwtSecret: string,
): Mailer {
  const urlTransport = config.smtp.url ? nodemailer.createTransport(config.smtp.url) : undefined;

  /** The owner's saved server wins over SMTP_URL; read at each send, so a change in Settings applies to the next mail. */
  const server = (): { transport: Transporter; from: { name: string; address: string } } | undefined => {
    const saved = readSmtp(db, jwtSecret);
    const name = readShopPolicy(db).shopName;
    if (saved.host) {
      const transport = nodemailer.createTransport({
        host: saved.host,
        port: saved.port,
        secure: saved.port === 465,
        auth: saved.user ? { user: saved.user, pass: saved.password } : undefined,
        connectionTimeout: 15_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      return { transport, from: { name, address: saved.from || saved.user } };
    }
    return urlTransport && { transport: urlTransport, from: { name, address: config.smtp.from ?? '' } };
  };

  const keep = (message: MailMessage): KeptMail => ({
    ...message,
    ...db
      .insert(outbox)
      .values({ ...message, createdAt: now(), nextAttemptAt: new Date(now().getTime() + RETRY_IF_NO_ANSWER_MS) })
      .returning({ id: outbox.id })
      .get(),
  });

  /** Mails this process is handing over now: a sweep skips them, and a second deliver of one does nothing. */
  const inFlight = new Set<number>();

  const deliver = async ({ id, ...message }: KeptMail) => {
    if (inFlight.has(id)) return;
    const to = server();
    // No mail server: the mail is kept for the owner to read, and not tried again.
    if (!to) {
      db.update(outbox).set({ nextAttemptAt: null }).where(eq(outbox.id, id)).run();
      return;
    }
    inFlight.add(id);
    try {
      let failure: unknown;
      try {
        await to.transport.sendMail({ from: to.from, ...message });
      } catch (error) {
        failure = error;
      }
      // The shop closed while the mail server was answering: the row keeps its due time for the next start.
      if (!db.$client.open) return;
      if (failure === undefined) {
        db.update(outbox).set({ sentAt: now(), error: null, nextAttemptAt: null }).where(eq(outbox.id, id)).run();
        return;
      }
      logger.warn({ err: failure }, 'mail could not be sent; it stays in the outbox');
      const { attempts } = db.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.id, id)).get() ?? {
        attempts: 0,
      };
      const wait = RETRY_AFTER_MINUTES[attempts];
      db.update(outbox)
        .set({
          error: failure instanceof Error ? failure.message : String(failure),
          attempts: attempts + 1,
          nextAttemptAt: wait === undefined ? null : new Date(now().getTime() + wait * 60_000),
        })
        .where(eq(outbox.id, id))
        .run();
    } finally {
      inFlight.delete(id);
    }
  };

  const sweep = async () => {
    for (;;) {
      if (!db.$client.open) return;
      const due = db
        .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now()), notInArray(outbox.id, [...inFlight])))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(20)
        .all();
      if (due.length === 0) return;
      for (const mail of due) await deliver(mail);
    }
  };
  // One sweep at a time, so a mail is never handed over twice; a call during a sweep runs one more after it.
  let sweeping: Promise<void> | undefined;
  let again = false;
  const sendDue = (): Promise<void> => {
    if (sweeping) {
      again = true;
      return sweeping;
    }
    sweeping = (async () => {
      do {
        again = false;
        await sweep();
      } while (again);
    })().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };

  /**
   * The owner's test mail (issue 33). The host and port are the caller's choice, so the answer must not
   * make the shop a scanner of its network: a failure says only that the mail server could not be
   * reached (the mail server's own words, its banner, go to the log), and every failure is answered
   * the same time after the ask (config.smtp.testAnswerMs), so a closed port, a silent one and a
   * refused login cannot be told apart by how long they took.
   */
  const sendTest = async (address: string) => {
    const to = server();
    if (!to)
      throw new AppError(
        'CONFLICT',
        'No mail server is set. Enter its name, port and login, save, then send the test.',
      );
    const answerAt = Date.now() + config.smtp.testAnswerMs;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the mail server did not answer in time')), config.smtp.testAnswerMs);
    });
    try {
      await Promise.race([
        to.transport.sendMail({
          from: to.from,
          to: address,
          subject: `${to.from.name}: test mail`,
          text: `This test mail from your shop arrived, so shoppers will get your order messages.\n\n${to.from.name}`,
        }),
        deadline,
      ]);
    } catch (error) {
      logger.warn({ err: error }, 'the test mail did not go out');
      to.transport.close();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
      throw new AppError(
        'UNAVAILABLE',
        'The test mail did not go out: could not reach the mail server. Check its name, port, user and password, then try again.',
      );
    } finally {
      clearTimeout(timer);
    }
  };

  const mailer: Mailer = { keep, deliver, send: (message) => deliver(keep(message)), sendDue, sendTest };
  mailers.set(db, { mailer, publicUrl: config.publicUrl });
  const timer = setInterval(() => {
    if (!db.$client.open) clearInterval(timer);
    else void sendDue().catch((error: unknown) => logger.warn({ err: error }, 'the outbox sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  // What an earlier run left due (a quit mid-send, a retry whose time came while the shop was closed) goes now.
  setImmediate(() => {
    if (db.$client.open)
      void sendDue().catch((error: unknown) => logger.warn({ err: error }, 'the outbox sweep failed'));
  });
  return mailer;
}

/** The owner's "Send again" on a mail that did not go out: it is due now, with its tries counted afresh. */
export async function retryMail(db: Db, id: number, now: Date) {
  const changed = db
    .update(outbox)
    .set({ nextAttemptAt: now, attempts: 0 })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
    .run();
  if (changed.changes === 0) throw new AppError('NOT_FOUND', 'That mail was sent already or is gone.');
  await mailers.get(db)?.mailer.sendDue();
}
