/**
 * Passwords brought from the old hosted app (decision record 021): its auth kept bcrypt hashes (`$2a$`, `$2b$`,
 * `$2y$`). Better Auth verifies them through its `password.verify` option (auth.ts); at the first successful
 * sign-in the hash is replaced by this app's own (scrypt), so bcrypt fades out. A hash is never logged.
 */
import bcrypt from 'bcryptjs';

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function isBcryptHash(hash: string): boolean {
  return BCRYPT.test(hash);
}

/** `$2y$` (PHP's name) is the same algorithm as `$2b$`. */
export function verifyBcrypt(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash.replace(/^\$2y\$/, '$2b$'));
}
