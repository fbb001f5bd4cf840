/** Files on disk under the data folder: profile images, resized and stripped of metadata with sharp. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import type { ResizeOptions } from 'sharp';
import type { Context } from 'hono';
import { badRequest, notFound } from './app-error';

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
  /** The club's logo (decision record 044): fitted inside 512 px, transparency kept; returns its URL. */
  saveClubLogo(bytes: Uint8Array): Promise<string>;
  clubLogoPath(fileName: string): string | null;
}

/** The image as WebP, resized by `resize`; a 400 when it is too large or not an image. */
async function toWebp(bytes: Uint8Array, resize: ResizeOptions): Promise<Buffer> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw badRequest('La imagen no puede superar 5 MB');
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(meta.format)) {
      throw new Error('unsupported');
    }
    return await sharp(bytes).rotate().resize(resize).webp({ quality: 82 }).toBuffer();
  } catch {
    throw badRequest('El archivo no es una imagen válida (JPEG, PNG, WebP o GIF)');
  }
}

export function createStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads', 'profiles');
  const clubRoot = path.join(dataDir, 'uploads', 'club');
  return {
    root,
    async saveProfileImage(profileId, bytes) {
      const output = await toWebp(bytes, { width: 512, height: 512, fit: 'cover' });
      await fs.mkdir(root, { recursive: true });
      const fileName = `${profileId}.webp`;
      await fs.writeFile(path.join(root, fileName), output, { mode: 0o644 });
      return `/api/files/profiles/${fileName}?v=${Date.now()}`;
    },
    profileImagePath(fileName) {
      if (!/^[0-9a-f-]{36}\.webp$/.test(fileName)) return null;
      return path.join(root, fileName);
    },
    async saveClubLogo(bytes) {
      const output = await toWebp(bytes, {
        width: 512,
        height: 512,
        fit: 'inside',
        withoutEnlargement: true,
      });
      await fs.mkdir(clubRoot, { recursive: true });
      await fs.writeFile(path.join(clubRoot, 'logo.webp'), output, { mode: 0o644 });
      return `/api/files/club/logo.webp?v=${Date.now()}`;
    },
    clubLogoPath(fileName) {
      return fileName === 'logo.webp' ? path.join(clubRoot, fileName) : null;
    },
  };
}

/** A stored WebP image (a profile picture, the club's logo) as its file's answer: cached for good (its address
 * changes with it), 404 'Imagen no encontrada' for a name outside the folder or a file that is gone. */
export async function storedImageResponse(c: Context, file: string | null): Promise<Response> {
  if (!file) throw notFound('Imagen no encontrada');
  const bytes = await fs.readFile(file).catch(() => {
    throw notFound('Imagen no encontrada');
  });
  return c.body(bytes, 200, {
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
  });
}
