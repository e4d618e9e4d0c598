import bcrypt from 'bcryptjs';

const HASH_ROUNDS = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, HASH_ROUNDS);

/** A well-formed hash that no password matches, compared against when a login names no account. */
const NO_ACCOUNT_HASH = '$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva';

/**
 * Whether the password opens the account. An unknown account (undefined hash) still costs one bcrypt
 * comparison, so the answer's timing does not tell which usernames or e-mails exist.
 */
export const passwordMatches = (password: string, hash: string | undefined) => bcrypt.compare(password, hash ?? NO_ACCOUNT_HASH);
