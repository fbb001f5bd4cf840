/** The account routes that take a body, ours and Better Auth's, for the fuzz suite (src/server/test/fuzz/target.ts). */
import { randomBytes } from 'node:crypto';
import type { FuzzTarget } from '@/server/test/fuzz/target';

const email = () => `fuzz-${randomBytes(4).toString('hex')}@example.com`;

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/accounts/sign-up',
    as: 'visitor',
    validBody: () => ({
      nombre: 'Nueva',
      telefono: '600 000 000',
      email: email(),
      password: 'secreto123',
      destino: '/introduccion-datos/x',
    }),
  },
  {
    method: 'POST',
    path: '/api/accounts/reset-password',
    as: 'visitor',
    validBody: () => ({ token: 'token-que-no-existe', password: 'nueva123' }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    as: 'visitor',
    validBody: () => ({ email: 'nadie@example.com', password: 'secreto123' }),
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    as: 'visitor',
    validBody: () => ({ email: 'nadie@example.com', redirectTo: '/auth/reset-password' }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    as: 'visitor',
    validBody: () => ({ currentPassword: 'secreto123', newPassword: 'otra12345' }),
  },
];
