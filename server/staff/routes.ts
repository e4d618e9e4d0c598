import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { route } from '../http/route';
import {
  createStaff,
  endSessions,
  listStaff,
  readStaffRules,
  resetStaffPassword,
  saveStaffRules,
  staffMember,
  staffRow,
  staffSelf,
  updateStaff,
} from './service';

/** The signed-in member's own calls and the owner's Staff screen (issue 37), under /api/admin. */
export function staffRoutes(deps: AppDeps): Router {
  const { db, now } = deps;
  const router = Router();
  const admin = requireAdmin(deps);
  const rounds = deps.config.passwordHashRounds;

  route(router, 'GET /api/admin/me', [admin], ({ req }) => ({
    success: true,
    data: staffSelf(staffRow(db, req.admin!.id)),
  }));

  route(router, 'POST /api/admin/logout', [admin], ({ req }) => {
    endSessions(db, req.admin!.id);
    return { success: true, message: 'Signed out' };
  });

  route(router, 'GET /api/admin/staff', [admin], () => ({ success: true, data: listStaff(db) }));

  route(router, 'POST /api/admin/staff', [admin], async ({ body, res }) => {
    const member = await createStaff(db, body, rounds, now());
    res.status(201);
    return { success: true, data: member, message: `${member.name} can sign in as ${member.username}` };
  });

  route(router, 'PATCH /api/admin/staff/:id', [admin], ({ params, body, req }) => ({
    success: true,
    data: updateStaff(db, req.admin!.id, params.id, body, now()),
  }));

  route(router, 'POST /api/admin/staff/:id/password', [admin], async ({ params, body }) => ({
    success: true,
    data: staffMember(await resetStaffPassword(db, params.id, body.password, rounds)),
    message: 'Password reset: they choose their own at their next sign-in',
  }));

  route(router, 'GET /api/admin/staff-rules', [admin], () => ({ success: true, data: readStaffRules(db) }));
  route(router, 'PUT /api/admin/staff-rules', [admin], ({ body }) => ({
    success: true,
    data: saveStaffRules(db, body),
  }));
  return router;
}
