/**
 * Staff roles as data (issue 37): the one place that says what each role may do. The server's route()
 * checks an endpoint's `permission` (declared beside its `auth` in common/contract) against this table,
 * and the admin app hides the screens and buttons a role cannot use from the same table. No zod here:
 * the admin app imports it at run time.
 */

/** What an admin endpoint or screen needs, with the words a refusal uses ("… cannot <what>"). */
export const PERMISSIONS = {
  self: 'use their own account',
  // The Dashboard's sales figures are Sales Analytics' (decision 0145): a role opens the Dashboard without them.
  dashboard: 'see the Dashboard',
  'orders.view': 'see orders',
  'orders.create': 'enter orders by hand',
  'orders.edit': 'change or cancel orders',
  'orders.delete': 'delete orders',
  'orders.status': 'change an order’s status',
  'orders.payment': 'record payments or see bank-transfer receipts',
  'orders.refund': 'record returns, refunds or exchanges',
  'parcels.book': 'book parcels with couriers',
  customers: 'see customers',
  messages: 'read customers’ messages',
  products: 'change products, prices or stock',
  discounts: 'change discount codes',
  analytics: 'see sales analytics',
  settings: 'change the shop’s settings',
  'settings.bank': 'change the bank details',
  mail: 'see the mail settings or the outbox',
  exports: 'export data',
  backups: 'make or restore backups',
  staff: 'manage staff accounts',
  activity: 'read the activity log',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

const everythingBut = (...left: Permission[]) => ALL_PERMISSIONS.filter((permission) => !left.includes(permission));

/**
 * The four roles of issue 37. Owner: everything. Manager: everything but staff, backups, bank and mail
 * settings (and the activity log, which watches the staff). Order desk: orders by hand, edits, the
 * confirmation call, customers and messages; refunds only up to the owner's limit; no exports. Packer:
 * orders, slips, parcels and marking them shipped; no customers, no money screens.
 */
export const STAFF_ROLES = {
  owner: { label: 'Owner', permissions: ALL_PERMISSIONS },
  manager: {
    label: 'Manager',
    permissions: everythingBut('staff', 'backups', 'settings.bank', 'mail', 'activity'),
  },
  orderDesk: {
    label: 'Order desk',
    permissions: [
      'self',
      'dashboard',
      'orders.view',
      'orders.create',
      'orders.edit',
      'orders.status',
      'orders.refund',
      'customers',
      'messages',
    ],
  },
  packer: { label: 'Packer', permissions: ['self', 'orders.view', 'orders.status', 'parcels.book'] },
} as const satisfies Record<string, { label: string; permissions: readonly Permission[] }>;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_NAMES = Object.keys(STAFF_ROLES) as [StaffRole, ...StaffRole[]];

export const roleAllows = (role: StaffRole, permission: Permission): boolean =>
  (STAFF_ROLES[role].permissions as readonly Permission[]).includes(permission);

/** The statuses a Packer may set: the parcel left (shipped) or arrived (delivered); confirming and cancelling are the desk's. */
export const PACKER_STATUSES: readonly string[] = ['shipped', 'delivered'];

/** Whether a role may move an order to `status`: the server's check (server/staff/limits.ts) and the app's buttons. */
export const statusAllowedFor = (role: StaffRole, status: string): boolean =>
  roleAllows(role, 'orders.status') && (role !== 'packer' || PACKER_STATUSES.includes(status));

/** The refusal a role gets for an endpoint or screen it cannot use, in the staff member's words. */
export const refusalFor = (role: StaffRole, permission: Permission) =>
  `Your role (${STAFF_ROLES[role].label}) cannot ${PERMISSIONS[permission]}. Ask the shop’s owner if you need to.`;

/** An admin endpoint with no declared permission is the owner's alone until one is declared. */
export const OWNER_ONLY_REFUSAL = 'Only the shop’s owner can do this.';
