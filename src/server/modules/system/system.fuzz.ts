/** The routes of app.ts and the system module that take a body, for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzTarget } from '@/server/test/fuzz/target';

export const fuzzTargets: FuzzTarget[] = [
  // The 404 page's beacon (navigator.sendBeacon sends text/plain).
  {
    method: 'POST',
    path: '/api/log/not-found',
    as: 'visitor',
    body: 'text',
    validBody: () => ({ path: '/no-existe' }),
  },
  // The running server's backup, asked over loopback with a token: without it, refused.
  { method: 'POST', path: '/api/internal/backup', as: 'visitor', body: 'none' },
  // 'Hacer copia ahora' takes no body; a player or a visitor is refused (an administrator's every request is a copy,
  // tested in backups.api.test.ts).
  { method: 'POST', path: '/api/admin/backups', as: 'player', body: 'none' },
  { method: 'POST', path: '/api/admin/backups', as: 'visitor', body: 'none' },
];
