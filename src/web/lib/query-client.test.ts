import { describe, expect, it } from 'vitest';
import { POINTS_META } from '@/web/features/admin-tournaments/api/points';
import { ApiError } from '@/web/lib/api-client';
import { queryErrorMessage } from '@/web/lib/query-client';

describe('queryErrorMessage', () => {
  it("shows the server's own message for the codes the query names (T§8 points defaults)", () => {
    const failed = new ApiError(500, 'DEFAULTS_NOT_CREATED', 'No se pudo crear la configuración por defecto');
    expect(queryErrorMessage(failed, POINTS_META)).toBe('No se pudo crear la configuración por defecto');
  });

  it("keeps the query's message for any other failure", () => {
    expect(queryErrorMessage(new ApiError(500, 'INTERNAL', 'Ocurrió un error inesperado'), POINTS_META)).toBe(
      'No se pudo cargar la configuración de puntos',
    );
    expect(queryErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Sin conexión'), POINTS_META)).toBe(
      'No se pudo cargar la configuración de puntos',
    );
  });

  it("without meta, the error's message", () => {
    expect(queryErrorMessage(new ApiError(404, 'NOT_FOUND', 'Torneo no encontrado'), undefined)).toBe(
      'Torneo no encontrado',
    );
  });
});
