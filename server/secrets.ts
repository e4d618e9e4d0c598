import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The JWT signing secret is made on first start and kept in the data folder, readable by the owner
 * only: never in the repo, never a default.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const SEALED = 'sealed:';

/**
 * Secrets the shop keeps in its database (the model key) are sealed with a key derived from the JWT
 * secret, which stays in the data folder and is never part of a backup: a backup carries only sealed
 * bytes. Restored on another computer (another JWT secret) a sealed secret cannot be opened, and the
 * owner enters it again (docs/architecture.md, Backups).
 */
export function secretBox(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'shop database secrets', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The secret, or undefined when it was sealed with another computer's key or is damaged. */
    open(sealed: string): string | undefined {
      if (!sealed.startsWith(SEALED)) return undefined;
      const bytes = Buffer.from(sealed.slice(SEALED.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** True for a value written before secrets were sealed: still read, and sealed at the next start. */
export const isUnsealed = (value: string) => !value.startsWith(SEALED);
