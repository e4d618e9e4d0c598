import { z } from 'zod';
import { mailSettingsSchema, shopTemplatesSchema, smtpSettingsWriteSchema, testMailSchema } from '../mail';
import { endpoints, okData, okMessage, pathParam } from './endpoint';

/** The owner's mail server, the shopper message templates, the test mail and sending a kept mail again (docs/architecture.md, Messages that go out). */
export const mailEndpoints = endpoints({
  'GET /api/admin/settings/mail': { auth: 'admin', response: okData(mailSettingsSchema) },
  'PUT /api/admin/settings/mail/server': {
    auth: 'admin',
    body: smtpSettingsWriteSchema,
    response: okData(mailSettingsSchema),
  },
  'PUT /api/admin/settings/mail/templates': {
    auth: 'admin',
    body: shopTemplatesSchema,
    response: okData(mailSettingsSchema),
  },
  'POST /api/admin/settings/mail/test': { auth: 'admin', body: testMailSchema, response: okMessage },
  'POST /api/admin/outbox/:id/send': { auth: 'admin', params: z.object({ id: pathParam }), response: okMessage },
});
