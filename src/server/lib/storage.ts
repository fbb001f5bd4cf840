/** Files on disk under the data folder: profile images, resized and stripped of metadata with sharp. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { badRequest } from './app-error';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

let sharpLoaded: Promise<typeof Sharp> | null = null;
/**
 * sharp (libvips) is loaded with the first image, not at start: loaded, it holds 20–30 MB of resident memory that
 * a server whose players rarely change their photo would carry all the time. Its cache of operations and files is
 * off: every image is decoded, resized and encoded once.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

export interface Storage {
  root: string;
  saveProfileImage(profileId: string, bytes: Uint8Array): Promise<string>;
  profileImagePath(fileName: string): string | null;
}

export function createStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads', 'profiles');
  return {
    root,
    async saveProfileImage(profileId, bytes) {
      if (bytes.byteLength > MAX_IMAGE_BYTES) throw badRequest('La imagen no puede superar 5 MB');
      const sharp = await loadSharp();
      let output: Buffer;
      try {
        const meta = await sharp(bytes).metadata();
        if (!meta.format || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(meta.format)) {
          throw new Error('unsupported');
        }
        output = await sharp(bytes)
          .rotate()
          .resize(512, 512, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw badRequest('El archivo no es una imagen válida (JPEG, PNG, WebP o GIF)');
      }
      await fs.mkdir(root, { recursive: true });
      const fileName = `${profileId}.webp`;
      await fs.writeFile(path.join(root, fileName), output, { mode: 0o644 });
      return `/api/files/profiles/${fileName}?v=${Date.now()}`;
    },
    profileImagePath(fileName) {
      if (!/^[0-9a-f-]{36}\.webp$/.test(fileName)) return null;
      return path.join(root, fileName);
    },
  };
}
