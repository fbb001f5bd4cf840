import { api, errorMessage, type DownloadedFile } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';

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
    saveFile(await api.download(path, fallbackName));
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
    downloaded = await api.download(path, fallbackName);
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
