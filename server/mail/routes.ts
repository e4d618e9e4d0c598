import { Router } from 'express';
import type { MailSettings } from '../../common/mail';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { actorOf, recorded } from '../activity/record';
import { retryMail } from './mailer';
import { readTemplates, smtpForOwner, writeSmtp, writeTemplates } from './settings';

/** The owner's mail settings and the outbox's "send again" (docs/architecture.md, Messages that go out). */
export function mailRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const admin = [requireAdmin(deps)];
  const settings = (): MailSettings => ({
    smtp: smtpForOwner(db, deps.jwtSecret, Boolean(deps.config.smtp.url)),
    templates: readTemplates(db),
  });

  route(router, 'GET /api/admin/settings/mail', admin, () => ({ success: true, data: settings() }));
  route(router, 'PUT /api/admin/settings/mail/server', admin, ({ body, req }) => {
    const change = { kind: 'settings.mail' as const, read: () => settings() };
    recorded(deps, actorOf(req), change, () => writeSmtp(db, deps.jwtSecret, body));
    return {
      success: true,
      data: settings(),
      message: body.host ? 'Mail server saved. Send a test mail to check it.' : 'Mail server removed',
    };
  });
  route(router, 'PUT /api/admin/settings/mail/templates', admin, ({ body, req }) => {
    const change = { kind: 'settings.mail' as const, read: () => settings() };
    recorded(deps, actorOf(req), change, () => writeTemplates(db, body));
    return { success: true, data: settings(), message: 'Messages saved' };
  });
  route(router, 'POST /api/admin/settings/mail/test', admin, async ({ body }) => {
    await deps.mailer.sendTest(body.to);
    return { success: true, message: `A test mail went to ${body.to}. If it is not in the inbox, look in spam.` };
  });
  route(router, 'POST /api/admin/outbox/:id/send', admin, async ({ params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound('That mail was sent already or is gone.');
    await retryMail(db, id, deps.now());
    return { success: true, message: 'Sent again' };
  });
  return router;
}
