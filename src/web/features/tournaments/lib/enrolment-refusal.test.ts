import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { enrolmentRefusal } from './enrolment-refusal';

const GENERIC = 'No se pudo completar la inscripción';

describe('the toast of a refused enrolment branches on the code, not the wording', () => {
  it.each([
    ['TOURNAMENT_FINISHED', 409],
    ['TOURNAMENT_INACTIVE', 409],
    ['ALREADY_ENROLLED', 409],
    ['ENROLMENT_HAS_SCORES', 409],
    ['NOT_ENROLLED', 404],
    ['NOT_FOUND', 404],
  ] as const)('%s: the server’s reason, whatever its words', (code, status) => {
    expect(enrolmentRefusal(new ApiError(status, code, 'Un motivo redactado de nuevo'), GENERIC)).toBe(
      'Un motivo redactado de nuevo',
    );
  });

  it('an account without a profile gets the generic text, even if the message is reworded', () => {
    expect(enrolmentRefusal(new ApiError(404, 'NO_PROFILE', 'Profile not found'), GENERIC)).toBe(GENERIC);
    expect(enrolmentRefusal(new ApiError(404, 'NO_PROFILE', 'Perfil inexistente'), GENERIC)).toBe(GENERIC);
  });

  it('a message that used to mean something, under another code, is not taken for it', () => {
    expect(enrolmentRefusal(new ApiError(404, 'NOT_FOUND', 'Profile not found'), GENERIC)).toBe(
      'Profile not found',
    );
    expect(enrolmentRefusal(new ApiError(500, 'INTERNAL', 'El torneo ya ha finalizado'), GENERIC)).toBe(
      GENERIC,
    );
    expect(enrolmentRefusal(new ApiError(0, 'NETWORK_ERROR', 'x'), GENERIC)).toBe(GENERIC);
    expect(enrolmentRefusal(new Error('boom'), GENERIC)).toBe(GENERIC);
  });
});
