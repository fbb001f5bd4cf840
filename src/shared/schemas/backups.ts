import { z } from 'zod';

/** One of the server's copies of the embedded database (DATA_DIR/backups). */
export const ZBackupFile = z.object({
  nombre: z.string(),
  /** ISO instant the copy was made. */
  fecha: z.string(),
  bytes: z.number().int(),
});
export type TBackupFile = z.infer<typeof ZBackupFile>;

/** GET /api/admin/backups: the copies (newest first) and when the next one is made. */
export const ZBackupList = z.object({
  /** False on PostgreSQL: the server makes no copies (pg_dump is the club's job) and `aviso` says so. */
  activas: z.boolean(),
  aviso: z.string().nullable(),
  /** BACKUP_TIME, club time. */
  hora: z.string(),
  /** BACKUP_KEEP. */
  conservar: z.number().int(),
  copias: z.array(ZBackupFile),
});
export type TBackupList = z.infer<typeof ZBackupList>;
