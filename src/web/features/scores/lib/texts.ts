import { SCORECARD_ERROR_TITLES } from '@/shared/schemas/scorecard';
import { isApiError } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';

/**
 * The toast of a refused change (T§5, T§8): a refusal the spec names gets its title and the server's text
 * ('Acceso denegado' / 'No tienes acceso a esta partida', 'Resultados validados' / 'No se pueden modificar…');
 * any other refusal (4xx) 'Error' and the server's text; anything else 'Error' and the screen's fallback.
 */
export function toastRefusal(error: unknown, fallback: string): void {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    toastError(SCORECARD_ERROR_TITLES[error.message] ?? 'Error', error.message);
    return;
  }
  toastError('Error', fallback);
}
