// The admins table is auth's (server/auth/schema.ts): the guards below every feature read it. Here for
// the many that import it from admin/.
export { admins } from '../auth/schema';
