import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { ADMIN_COURSE_MESSAGES as M, type TTeeHolesRequest } from '@/shared/schemas/admin-courses';
import { holeErrors, liveTotalMetres, liveTotalPars, metresText } from './hole-grid';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const grid = (extra: (i: number) => object = () => ({})) =>
  PARS.map((par, i) => ({ numero_hoyo: i + 1, par, par_damas: null, metros: null, ...extra(i) }));

describe('liveTotalPars', () => {
  it("counts the women's par as the men's where no 'Par Dam.' is entered", () => {
    expect(liveTotalPars(grid())).toEqual({ par: 72, parDamas: 72 });
  });

  it("adds each hole's 'Par Dam.' where entered", () => {
    const holes = grid((i) => (i === 0 || i === 9 ? { par_damas: 5 } : {}));
    expect(liveTotalPars(holes)).toEqual({ par: 72, parDamas: 74 });
  });

  it('is null while a par is empty or out of 3–5, each total on its own', () => {
    expect(liveTotalPars(grid((i) => (i === 2 ? { par: 6 } : {})))).toEqual({ par: null, parDamas: null });
    expect(liveTotalPars(grid((i) => (i === 2 ? { par: null } : {})))).toEqual({ par: null, parDamas: null });
    expect(liveTotalPars(grid((i) => (i === 2 ? { par_damas: 6 } : {})))).toEqual({
      par: 72,
      parDamas: null,
    });
  });
});

describe('liveTotalMetres', () => {
  it('sums the lengths entered and counts their holes', () => {
    expect(liveTotalMetres(grid((i) => ({ metros: 300 + i })))).toEqual({ metros: 5553, hoyos: 18 });
    expect(liveTotalMetres(grid((i) => (i < 9 ? { metros: 350 } : {})))).toEqual({ metros: 3150, hoyos: 9 });
  });

  it('leaves out lengths out of 1–999 and not whole', () => {
    const holes = grid((i) => ({
      metros: i === 0 ? 1000 : i === 1 ? 0 : i === 2 ? 12.5 : i === 3 ? 400 : null,
    }));
    expect(liveTotalMetres(holes)).toEqual({ metros: 400, hoyos: 1 });
  });
});

describe('metresText', () => {
  it('shows the total, how many holes it covers while some are missing, and a dash without any', () => {
    expect(metresText({ metros: 6012, hoyos: 18 })).toEqual({ text: '6012', note: null });
    expect(metresText({ metros: 3150, hoyos: 9 })).toEqual({ text: '3150', note: '(9 de 18 hoyos)' });
    expect(metresText({ metros: 0, hoyos: 0 })).toEqual({ text: '—', note: null });
  });
});

describe('holeErrors', () => {
  it("names each hole's field by its column, in hole then column order", () => {
    const rows: FieldErrors<TTeeHolesRequest['hoyos'][number]>[] = [];
    rows[1] = {
      handicap_damas: { type: 'custom', message: M.strokeIndexTaken },
      handicap: { type: 'custom', message: M.strokeIndexTaken },
    };
    rows[4] = {
      metros: { type: 'too_big', message: M.metrosRange },
      par_damas: { type: 'too_big', message: M.parDamasRange },
      par: { type: 'too_big', message: M.parRange },
    };
    const errors = { hoyos: rows } as unknown as FieldErrors<TTeeHolesRequest>;
    expect(holeErrors(errors)).toEqual([
      { hoyo: 2, field: 'Hcp Cab.', message: 'Este handicap ya está asignado a otro hoyo' },
      { hoyo: 2, field: 'Hcp Dam.', message: 'Este handicap ya está asignado a otro hoyo' },
      { hoyo: 5, field: 'Metros', message: 'La longitud del hoyo debe estar entre 1 y 999 metros' },
      { hoyo: 5, field: 'Par', message: 'El par debe estar entre 3 y 5' },
      { hoyo: 5, field: 'Par Dam.', message: 'El par de damas debe estar entre 3 y 5' },
    ]);
  });

  it('is empty without errors of the holes', () => {
    expect(holeErrors({})).toEqual([]);
  });
});
