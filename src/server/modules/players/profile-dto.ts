import type { TProfile } from '@/shared/schemas/accounts';
import type { profiles } from '@/server/db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

export function toProfileDto(row: ProfileRow): TProfile {
  return { ...row, created_at: row.created_at.toISOString() };
}
