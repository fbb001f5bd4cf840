/** Write endpoints of the papers module for the fuzz suite (src/server/test/fuzz/target.ts): the calendar address. */
import type { FuzzTarget } from '@/server/test/fuzz/target';

export const fuzzTargets: FuzzTarget[] = [
  { method: 'POST', path: '/api/me/calendar', as: 'player', body: 'none' },
  { method: 'DELETE', path: '/api/me/calendar', as: 'player', body: 'none' },
  { method: 'POST', path: '/api/me/calendar', as: 'visitor', body: 'none' },
];
