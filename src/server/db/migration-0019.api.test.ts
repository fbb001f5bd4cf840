/**
 * Migration 0019 (tees rated for both sexes) applies over a database that already holds tees and tournaments: a tee
 * some tournament gives to women keeps its rating as its women's rating too, a tee only men (or nobody) play stays
 * rated for men only, holes keep their par and stroke index with no women's values or lengths, and what each
 * participant played off is untouched. The new women's stroke index is unique per tee like the men's.
 */
import { expect } from 'vitest';
import { describeMigrationOverData, type Run } from '@/server/test/migration-over-data';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Amarillas (men's tee of a tournament), Rojas (women's tee of it), Blancas (nobody's); one frozen participant. */
async function fillOldData(run: Run) {
  await run(`insert into campos_golf (id, nombre, ubicacion) values ('${id(1)}', 'Campo', 'Sitio')`);
  await run(`insert into tipos_salida (id, campo_id, nombre, slope, course_rating) values
    ('${id(2)}', '${id(1)}', 'Amarillas', 132, 71.8), ('${id(3)}', '${id(1)}', 'Rojas', 126, 73.4),
    ('${id(4)}', '${id(1)}', 'Blancas', 138, null)`);
  await run(`insert into hoyos_tipo_salida (tipo_salida_id, numero_hoyo, par, handicap) values
    ('${id(3)}', 1, 5, 3), ('${id(3)}', 2, 4, 1)`);
  await run(`insert into profiles (id, nombre, sexo, handicap) values ('${id(12)}', 'Marta', 'mujer', 14.2)`);
  await run(
    `insert into torneos (id, nombre, fecha_juego, campo_id) values ('${id(21)}', 'Pasado', '2020-01-01', '${id(1)}')`,
  );
  await run(`insert into torneos_salidas (torneo_id, sexo, tipo_salida_id) values
    ('${id(21)}', 'hombre', '${id(2)}'), ('${id(21)}', 'mujer', '${id(3)}')`);
  await run(`insert into participantes_torneo (id, torneo_id, jugador_id, handicap_torneo, indice_juego,
      salida_juego_id, salida_juego_nombre, slope_juego, course_rating_juego, handicap_origen)
    values ('${id(31)}', '${id(21)}', '${id(12)}', 17, 14.2, '${id(3)}', 'Rojas', 126, 73.4, 'congelado')`);
  await run(`insert into resultados_hoyo (participante_id, numero_hoyo, golpes) values ('${id(31)}', 1, 5)`);
}

async function checkMigrated(run: Run) {
  const tees = await run(
    `select nombre, slope, course_rating, slope_damas, course_rating_damas from tipos_salida order by nombre`,
  );
  expect(tees).toEqual([
    { nombre: 'Amarillas', slope: 132, course_rating: 71.8, slope_damas: null, course_rating_damas: null },
    { nombre: 'Blancas', slope: 138, course_rating: null, slope_damas: null, course_rating_damas: null },
    { nombre: 'Rojas', slope: 126, course_rating: 73.4, slope_damas: 126, course_rating_damas: 73.4 },
  ]);
  expect(
    await run(
      `select numero_hoyo, par, handicap, par_damas, handicap_damas, metros from hoyos_tipo_salida order by numero_hoyo`,
    ),
  ).toEqual([
    { numero_hoyo: 1, par: 5, handicap: 3, par_damas: null, handicap_damas: null, metros: null },
    { numero_hoyo: 2, par: 4, handicap: 1, par_damas: null, handicap_damas: null, metros: null },
  ]);
  expect(
    await run(
      `select handicap_torneo, salida_juego_nombre, slope_juego, course_rating_juego from participantes_torneo`,
    ),
  ).toEqual([
    { handicap_torneo: 17, salida_juego_nombre: 'Rojas', slope_juego: 126, course_rating_juego: 73.4 },
  ]);

  // A women's stroke index is used once per tee, checked at commit (a swap is one save).
  await run(`update hoyos_tipo_salida set handicap_damas = numero_hoyo where tipo_salida_id = '${id(3)}'`);
  await run(`begin`);
  await run(
    `update hoyos_tipo_salida set handicap_damas = 3 - numero_hoyo where tipo_salida_id = '${id(3)}'`,
  );
  await run(`commit`);
  await expect(
    run(`update hoyos_tipo_salida set handicap_damas = 1 where tipo_salida_id = '${id(3)}'`),
  ).rejects.toThrow();
  // A women's course rating needs her slope; up to 85.
  await expect(
    run(`update tipos_salida set course_rating_damas = 72 where id = '${id(2)}'`),
  ).rejects.toThrow();
  await run(`update tipos_salida set slope_damas = 150, course_rating_damas = 84.9 where id = '${id(2)}'`);
  await expect(
    run(`update tipos_salida set course_rating_damas = 85.1 where id = '${id(2)}'`),
  ).rejects.toThrow();
}

describeMigrationOverData('migration 0019 over a database with data', 19, fillOldData, checkMigrated);
