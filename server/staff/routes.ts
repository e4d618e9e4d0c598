import { Router } from 'express';
import type { AppDeps } from '../deps';
import { requireAdmin } from '../auth/middleware';
import { route } from '../http/route';
import { actorOf, recorded } from '../activity/record';
import { hashPassword } from '../auth/passwords';
import type { ActivityKind } from '../../common/activity';
import type { Db } from '../db/client';
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
  staffSnapshot,
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
    data: staffSelf(db, staffRow(db, req.admin!.id)),
  }));

  route(router, 'POST /api/admin/logout', [admin], ({ req }) => {
    endSessions(db, req.admin!.id);
    return { success: true, message: 'Signed out' };
  });

  route(router, 'GET /api/admin/staff', [admin], () => ({ success: true, data: listStaff(db) }));

  route(router, 'POST /api/admin/staff', [admin], async ({ body, res, req }) => {
    const passwordHash = await hashPassword(body.password, rounds);
    const added = (made: { id: number; username: string }) => staffChange(db, 'staff.create', made);
    const member = recorded(deps, actorOf(req), added, () => createStaff(db, body, passwordHash, now()));
    res.status(201);
    return { success: true, data: member, message: `${member.name} can sign in as ${member.username}` };
  });

  route(router, 'PATCH /api/admin/staff/:id', [admin], ({ params, body, req }) => ({
    success: true,
    data: recorded(deps, actorOf(req), staffChange(db, 'staff.update', staffRow(db, params.id)), () =>
      updateStaff(db, req.admin!.id, params.id, body, now()),
    ),
  }));

  route(router, 'POST /api/admin/staff/:id/password', [admin], async ({ params, body, req }) => {
    const passwordHash = await hashPassword(body.password, rounds);
    const change = staffChange(db, 'staff.password', staffRow(db, params.id));
    const row = recorded(deps, actorOf(req), change, () => resetStaffPassword(db, params.id, passwordHash));
    return {
      success: true,
      data: staffMember(row),
      message: 'Password reset: they choose their own at their next sign-in',
    };
  });

  route(router, 'GET /api/admin/staff-rules', [admin], () => ({ success: true, data: readStaffRules(db) }));
  route(router, 'PUT /api/admin/staff-rules', [admin], ({ body, req }) => ({
    success: true,
    data: recorded(deps, actorOf(req), { kind: 'staff.rules', read: () => readStaffRules(db) }, () =>
      saveStaffRules(db, body),
    ),
  }));
  return router;
}

const staffChange = (db: Db, kind: ActivityKind, account: { id: number; username: string }) => ({
  kind,
  subject: account.username,
  read: () => staffSnapshot(db, account.id),
});
