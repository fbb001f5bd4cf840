/** Write endpoints of /admin/correo for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzTarget } from '@/server/test/fuzz/target';

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/admin/mail/test',
    as: 'admin',
    validBody: () => ({ para: 'prueba@example.com' }),
  },
];
