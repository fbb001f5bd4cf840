import type { AppDeps } from '@/server/context';

export interface SeededAccounts {
  admin: { email: string; password: string };
  player: { email: string; password: string };
}

/** Seeds the demo club into an empty database. Returns the demo accounts, or null when the database had data. */
export async function seedDemoClubIfEmpty(_deps: AppDeps): Promise<SeededAccounts | null> {
  return null;
}
