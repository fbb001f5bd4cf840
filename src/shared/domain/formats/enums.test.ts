import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../test-helpers';
import {
  FORMAS_PAREJAS,
  FORMA_PAREJAS_LABELS,
  MODALIDADES,
  MODALIDAD_LABELS,
  PARTICIPANT_STATUSES,
  ROW_STATUSES,
  ROW_STATUS_LABELS,
  TIE_METHODS,
  TIE_METHOD_LABELS,
  isPairsModalidad,
  requireFormaParejas,
  requireModalidad,
  requireParticipantStatus,
  requireTieMethod,
} from './enums';

describe('format enums and labels (contract §1, word for word)', () => {
  it('modalities', () => {
    expect(MODALIDADES.map((m) => MODALIDAD_LABELS[m])).toEqual([
      'Individual por golpes',
      'Stableford individual',
      'Parejas por golpes',
      'Stableford parejas',
      'Matchplay individual',
      'Matchplay parejas',
    ]);
    expect(MODALIDADES.filter(isPairsModalidad)).toEqual([
      'parejas_por_golpes',
      'stableford_parejas',
      'matchplay_parejas',
    ]);
  });

  it('pairs forms, tie methods and statuses', () => {
    expect(FORMAS_PAREJAS.map((f) => FORMA_PAREJAS_LABELS[f])).toEqual([
      'Mejor bola',
      'Foursome',
      'Greensome',
      'Chapman',
      'Texas scramble',
    ]);
    expect(TIE_METHODS.map((t) => TIE_METHOD_LABELS[t])).toEqual([
      'Puntuación media',
      'Desempate por hándicap',
      'Últimos hoyos',
    ]);
    expect(PARTICIPANT_STATUSES).toEqual(['NP', 'RET', 'DESC']);
    expect(ROW_STATUSES.map((s) => ROW_STATUS_LABELS[s])).toEqual([
      'Incompleta',
      'Retirado',
      'Descalificado',
      'No presentado',
    ]);
  });

  it('validators accept the lists and refuse anything else', () => {
    for (const m of MODALIDADES) expect(requireModalidad(m)).toBe(m);
    for (const f of FORMAS_PAREJAS) expect(requireFormaParejas(f)).toBe(f);
    for (const t of TIE_METHODS) expect(requireTieMethod(t)).toBe(t);
    for (const s of PARTICIPANT_STATUSES) expect(requireParticipantStatus(s)).toBe(s);
    expectDomainError(() => requireModalidad('stableford'), 'INVALID_MODALITY');
    expectDomainError(() => requireFormaParejas('cuatro_bolas'), 'INVALID_PAIRS_FORM');
    expectDomainError(() => requireTieMethod('moneda'), 'INVALID_TIE_METHOD');
    expectDomainError(() => requireParticipantStatus('INCOMPLETA'), 'INVALID_STATUS');
    expectDomainError(() => requireModalidad(undefined as never), 'INVALID_MODALITY');
  });
});
