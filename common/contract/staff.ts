import { z } from 'zod';
import {
  adminPasswordChangeSchema,
  staffCreateSchema,
  staffMemberSchema,
  staffPasswordResetSchema,
  staffRulesSchema,
  staffSelfSchema,
  staffUpdateSchema,
} from '../admin';
import { endpoints, okData, okMessage } from './endpoint';

const staffParams = z.object({ id: z.coerce.number({ error: 'No such staff account' }).int().min(1) });

/** Staff accounts (issue 37): the signed-in member's own calls, and the owner's Staff screen. */
export const staffEndpoints = endpoints({
  'GET /api/admin/me': { auth: 'admin', permission: 'self', response: okData(staffSelfSchema) },
  /** Ends this session on the server: the token stops working at once (its version moves on). */
  'POST /api/admin/logout': { auth: 'admin', permission: 'self', response: okMessage },
  /**
   * Anyone signed in changes their own password (My account, or the first-password screen): the current
   * one is required, wrong ones are limited per account, and their other sessions end at once; the answer
   * carries this session's fresh token.
   */
  'POST /api/admin/password': {
    auth: 'admin',
    permission: 'self',
    body: adminPasswordChangeSchema,
    response: z.object({ success: z.literal(true), token: z.string(), message: z.string() }),
  },
  'GET /api/admin/staff': { auth: 'admin', permission: 'staff', response: okData(z.array(staffMemberSchema)) },
  'POST /api/admin/staff': {
    auth: 'admin',
    permission: 'staff',
    body: staffCreateSchema,
    response: okData(staffMemberSchema),
  },
  /** Name, role, or turned off (which ends the account's sessions at once). */
  'PATCH /api/admin/staff/:id': {
    auth: 'admin',
    permission: 'staff',
    params: staffParams,
    body: staffUpdateSchema,
    response: okData(staffMemberSchema),
  },
  /** A new first password, to be changed at the next sign-in; the account's sessions end at once. */
  'POST /api/admin/staff/:id/password': {
    auth: 'admin',
    permission: 'staff',
    params: staffParams,
    body: staffPasswordResetSchema,
    response: okData(staffMemberSchema),
  },
  'GET /api/admin/staff-rules': { auth: 'admin', permission: 'staff', response: okData(staffRulesSchema) },
  'PUT /api/admin/staff-rules': {
    auth: 'admin',
    permission: 'staff',
    body: staffRulesSchema,
    response: okData(staffRulesSchema),
  },
});
