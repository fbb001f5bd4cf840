import type * as SonnerModule from 'sonner';
import { UNEXPECTED_ERROR_MESSAGE } from '@/web/lib/api-client';

/**
 * Toast helpers. Errors are red (destructive) with a title and a text; successes are neutral (P§8).
 *
 * Sonner is not part of the first page's JavaScript (design.md §10 budget): its chunk loads right after the first
 * render, when `LazyToaster` (app/providers) mounts. A toast asked for before then waits for the Toaster, so none is
 * lost.
 */
type Sonner = typeof SonnerModule;
type Toast = Sonner['toast'];

let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the Toaster's wrapper once it is on the page. */
export function toasterIsMounted(): void {
  markMounted();
}

function withToast(show: (toast: Toast) => void): void {
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => show(toast));
}

export function toastError(title: string, description?: string): void {
  withToast((toast) => toast.error(title, description ? { description } : undefined));
}

export function toastSuccess(title: string, description?: string): void {
  withToast((toast) => toast(title, description ? { description } : undefined));
}

/**
 * 'Resultado guardado' / 'Resultado borrado' of a score entry: one toast, updated in place (a fixed id), however
 * many strokes are entered in a row. At the top, over the page header: at the bottom it covered the last
 * player's score on a phone.
 */
export function toastStrokeSaved(
  title: 'Resultado guardado' | 'Resultado borrado',
  description?: string,
): void {
  withToast((toast) => toast(title, { description, id: 'stroke-saved', position: 'top-center' }));
}

/** 'Error' / 'Ocurrió un error inesperado' — any unexpected exception. */
export function toastUnexpected(): void {
  withToast((toast) =>
    toast.error('Error', { description: UNEXPECTED_ERROR_MESSAGE, id: 'unexpected-error' }),
  );
}

/** A toast that stays until closed, with one action button ('Nueva versión disponible'). */
export function toastPersistent(
  id: string,
  title: string,
  action: { label: string; onClick: () => void },
): void {
  withToast((toast) => toast(title, { id, duration: Number.POSITIVE_INFINITY, closeButton: true, action }));
}

export function dismissToast(id: string): void {
  withToast((toast) => toast.dismiss(id));
}
