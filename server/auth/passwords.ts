import bcrypt from 'bcryptjs';

const HASH_ROUNDS = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, HASH_ROUNDS);
export const passwordMatches = (password: string, hash: string) => bcrypt.compare(password, hash);
