import { z } from 'zod';
import { mailSettingsSchema, shopTemplatesSchema, smtpSettingsWriteSchema, testMailSchema } from '../mail';
import { endpoints, okData, okMessage, pathParam } from './endpoint';

/** The owner's mail server, the shopper message templates, the test mail and sending a kept mail again (docs/architecture.md, Messages that go out). */
export const mailEndpoints = endpoints({
  'GET /api/admin/settings/mail': { auth: 'admin', permission: 'mail', response: okData(mailSettingsSchema) },
  'PUT /api/admin/settings/mail/server': {
    auth: 'admin',
    permission: 'mail',
    body: smtpSettingsWriteSchema,
    response: okData(mailSettingsSchema),
  },
  'PUT /api/admin/settings/mail/templates': {
    auth: 'admin',
    permission: 'mail',
    body: shopTemplatesSchema,
    response: okData(mailSettingsSchema),
  },
  'POST /api/admin/settings/mail/test': {
    auth: 'admin',
    permission: 'mail',
    body: testMailSchema,
    response: okMessage,
  },
  'POST /api/admin/outbox/:id/send': {
    auth: 'admin',
    permission: 'mail',
    params: z.object({ id: pathParam }),
    response: okMessage,
  },
});
