import { ALL_PERMISSIONS, PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../../common/staffRoles';

/**
 * A role in a sentence for the owner choosing one (issue 37), said from common/staffRoles.ts itself so
 * it stays true when a role's permissions change.
 */
export function roleSummary(role: StaffRole): string {
  const allowed: readonly string[] = STAFF_ROLES[role].permissions;
  if (allowed.length === ALL_PERMISSIONS.length) return 'May do everything, including staff and backups.';
  const words = ALL_PERMISSIONS.filter((permission) => permission !== 'self' && allowed.includes(permission)).map(
    (permission) => PERMISSIONS[permission],
  );
  return `May ${words.join(', ')}.`;
}
