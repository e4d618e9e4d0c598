import bcrypt from 'bcryptjs';

// bcrypt's cost in production is config.ts's DEFAULT_HASH_ROUNDS (the bottom layer holds the default);
// tests pass a lower one through Config.passwordHashRounds to stay fast.
export { DEFAULT_HASH_ROUNDS } from '../config';

export const hashPassword = (password: string, rounds: number) => bcrypt.hash(password, rounds);

/** A well-formed hash that no password matches, compared against when a login names no account. */
const NO_ACCOUNT_HASH = '$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva';

/**
 * Whether the password opens the account. An unknown account (undefined hash) still costs one bcrypt
 * comparison, so the answer's timing does not tell which usernames or e-mails exist.
 */
export const passwordMatches = (password: string, hash: string | undefined) =>
  bcrypt.compare(password, hash ?? NO_ACCOUNT_HASH);
