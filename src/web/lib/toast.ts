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

/** 'Error' / 'Ocurrió un error inesperado' — any unexpected exception. */
export function toastUnexpected(): void {
  toast.error('Error', { description: UNEXPECTED_ERROR_MESSAGE, id: 'unexpected-error' });
}
