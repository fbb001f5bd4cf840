import { api, errorMessage } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';

/** A file the server answered (a PDF, a CSV): its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (percent-encoded) first, then a plain
 * `filename="…"`; `fallback` when there is neither.
 */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name, if any.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** GET of a file through the API client: a refusal is the same `ApiError` as any call's. */
async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await api.file(path);
  const blob = await response.blob();
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser's downloads (an `<a download>` on an object URL). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file when the click returns; the URL is freed a moment later for old engines.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** 'No se pudo descargar el archivo' with the server's Spanish message when it gave one. */
export const DOWNLOAD_FAILED = 'No se pudo descargar el archivo';

/** Downloads `path` through the API client and saves it; a refusal or a failure is an 'Error' toast. */
export async function downloadFile(path: string, fallbackName: string): Promise<boolean> {
  try {
    saveFile(await fetchFile(path, fallbackName));
    return true;
  } catch (error) {
    toastError('Error', errorMessage(error, DOWNLOAD_FAILED));
    return false;
  }
}

/** The Web Share API with files (a phone's share sheet): both `navigator.share` and `navigator.canShare`. */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'prueba.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/**
 * 'Compartir': fetches the file and hands it to the share sheet. Closing the sheet is no error; a browser that
 * refuses to share it (the file, or no user gesture left after the download) saves it instead.
 */
export async function shareFile(path: string, fallbackName: string, title: string): Promise<void> {
  let downloaded: DownloadedFile;
  try {
    downloaded = await fetchFile(path, fallbackName);
  } catch (error) {
    toastError('Error', errorMessage(error, DOWNLOAD_FAILED));
    return;
  }
  const file = new File([downloaded.blob], downloaded.filename, {
    type: downloaded.blob.type || 'application/pdf',
  });
  try {
    if (!navigator.canShare({ files: [file] })) {
      saveFile(downloaded);
      return;
    }
    await navigator.share({ files: [file], title });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    saveFile(downloaded);
  }
}
