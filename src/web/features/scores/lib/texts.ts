import { refusalTitle } from '@/shared/schemas/scorecard';
import { isApiError } from '@/web/lib/api-client';
import { toastError } from '@/web/lib/toast';

/**
 * The toast of a refused change (T§5, T§8): a refusal the spec names (by its code) gets its title and the server's text
 * ('Acceso denegado' / 'No tienes acceso a esta partida', 'Resultados validados' / 'No se pueden modificar…');
 * any other refusal (4xx) 'Error' and the server's text; anything else 'Error' and the screen's fallback.
 */
export function toastRefusal(error: unknown, fallback: string): void {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    toastError(refusalTitle(error.code), error.message);
    return;
  }
  toastError('Error', fallback);
}
