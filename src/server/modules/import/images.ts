/**
 * Profile images from a downloaded copy of the old storage bucket `profile-images`, whose files are named
 * `{playerId}.{ext}` (T§7): each is re-encoded like an upload (lib/storage.ts) and becomes the player's image.
 * Files are read and matched before the import; they are written after it commits.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import type { Storage } from '@/server/lib/storage';

export interface ImageSource {
  folder: string;
  storage: Storage;
}

export interface PreparedImages {
  files: Map<string, string>;
  notes: string[];
}

const IMAGE_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpe?g|png|webp|gif|avif|heic|heif)$/i;

export async function prepareImages(
  source: ImageSource,
  profileRows: readonly Record<string, unknown>[],
): Promise<PreparedImages> {
  const ids = new Set(profileRows.map((r) => r.id as string));
  const files = new Map<string, string>();
  const unmatched: string[] = [];
  for (const name of (await fs.readdir(source.folder)).sort()) {
    const m = IMAGE_FILE.exec(name);
    const id = m?.[1]?.toLowerCase();
    if (id && ids.has(id) && !files.has(id)) files.set(id, path.join(source.folder, name));
    else unmatched.push(name);
  }
  const notes =
    unmatched.length > 0 ? [`Imágenes sin jugador importado, omitidas: ${unmatched.join(', ')}`] : [];
  return { files, notes };
}

/** Re-encodes and stores the images, then points each player's profile at theirs. Returns the report lines. */
export async function saveImages(db: Db, source: ImageSource, prepared: PreparedImages): Promise<string[]> {
  const notes: string[] = [];
  let saved = 0;
  for (const [id, file] of prepared.files) {
    try {
      const url = await source.storage.saveProfileImage(id, new Uint8Array(await fs.readFile(file)));
      await db.update(profiles).set({ profile_image_url: url }).where(eq(profiles.id, id));
      saved++;
    } catch (e) {
      notes.push(
        `${path.basename(file)}: no es una imagen válida, omitida (${e instanceof Error ? e.message : String(e)})`,
      );
    }
  }
  notes.unshift(`${saved} imagen(es) de perfil importadas desde ${source.folder}.`);
  return notes;
}
