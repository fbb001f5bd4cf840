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
  /**
   * The club's logo (decision record 044): a WebP fitted inside 512 px for the web pages and a PNG fitted inside
   * 256 px for the PDFs and e-mails (pdfkit draws no WebP, mail clients show it badly), transparency kept; returns
   * the WebP's URL.
   */
  saveClubLogo(bytes: Uint8Array): Promise<string>;
  /** 'logo.webp' or 'logo.png' in the club's folder; null for any other name. */
  clubLogoPath(fileName: string): string | null;
  /**
   * The logo's PNG; made from the WebP when missing (a logo uploaded before the PNG existed); null when there is
   * no uploaded logo file.
   */
  clubLogoPng(): Promise<Buffer | null>;
  /** Deletes the logo's files ('Usar el logo por defecto'). */
  removeClubLogo(): Promise<void>;
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

/** The logo as PNG for the PDFs and e-mails: fitted inside 256 px, never enlarged. */
async function logoPng(sharp: typeof Sharp, bytes: Uint8Array): Promise<Buffer> {
  return await sharp(bytes)
    .resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** Written next to its place and renamed over it: a reader never sees half a file. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const temp = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temp, bytes, { mode: 0o644 });
  await fs.rename(temp, file);
}

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

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
      const png = await logoPng(await loadSharp(), output);
      await fs.mkdir(clubRoot, { recursive: true });
      await writeWhole(path.join(clubRoot, 'logo.webp'), output);
      await writeWhole(path.join(clubRoot, 'logo.png'), png);
      return `/api/files/club/logo.webp?v=${Date.now()}`;
    },
    clubLogoPath(fileName) {
      return fileName === 'logo.webp' || fileName === 'logo.png' ? path.join(clubRoot, fileName) : null;
    },
    async clubLogoPng() {
      const file = path.join(clubRoot, 'logo.png');
      try {
        return await fs.readFile(file);
      } catch (e) {
        if (!missing(e)) throw e;
      }
      let webp: Buffer;
      try {
        webp = await fs.readFile(path.join(clubRoot, 'logo.webp'));
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
      const png = await logoPng(await loadSharp(), webp);
      await writeWhole(file, png);
      return png;
    },
    async removeClubLogo() {
      await Promise.all(
        ['logo.webp', 'logo.png'].map((name) => fs.rm(path.join(clubRoot, name), { force: true })),
      );
    },
  };
}

/** A stored image (a profile picture, the club's logo: WebP, or PNG for the logo's '.png') as its file's answer:
 * cached for good (its address changes with it), 404 'Imagen no encontrada' for a name outside the folder or a file
 * that is gone. */
export async function storedImageResponse(c: Context, file: string | null): Promise<Response> {
  if (!file) throw notFound('Imagen no encontrada');
  const bytes = await fs.readFile(file).catch(() => {
    throw notFound('Imagen no encontrada');
  });
  return c.body(bytes, 200, {
    'content-type': file.endsWith('.png') ? 'image/png' : 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
  });
}
