import { toast } from 'sonner';
import { UNEXPECTED_ERROR_MESSAGE } from '@/web/lib/api-client';

/**
 * Toast helpers. Errors are red (destructive) with a title and a text; successes are neutral (P§8).
 */
export function toastError(title: string, description?: string): void {
  toast.error(title, description ? { description } : undefined);
}

export function toastSuccess(title: string, description?: string): void {
  toast(title, description ? { description } : undefined);
}

/**
 * 'Resultado guardado' / 'Resultado borrado' of a score entry: one toast, updated in place (a fixed id), however
 * many strokes are entered in a row.
 */
export function toastStrokeSaved(
  title: 'Resultado guardado' | 'Resultado borrado',
  description?: string,
): void {
  toast(title, { description, id: 'stroke-saved' });
}

/** 'Error' / 'Ocurrió un error inesperado' — any unexpected exception. */
export function toastUnexpected(): void {
  toast.error('Error', { description: UNEXPECTED_ERROR_MESSAGE, id: 'unexpected-error' });
}
