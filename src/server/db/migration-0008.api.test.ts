/**
 * Migration 0008 (what each participant played off, decision record 028) applies over a database that already
 * holds tournaments, participants and results: each participant gets the index and the tee (with its rating) that
 * can be derived from the data there is, a tournament that has started (results, or its day over) keeps them marked
 * 'derivado', one not started stays open to recomputes, and from then on the first stroke freezes a tournament.
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { expect } from 'vitest';
import { describeMigrationOverData, type Run } from '@/server/test/migration-over-data';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A course with Amarillas (men) and Rojas (women); a past tournament with both tees (a man, a woman, a player
 * without sex, a guest), an upcoming one with the women's tee only (a man: the only tee is everybody's), and an
 * upcoming one that already has a stroke.
 */
async function fillOldData(run: Run) {
  await run(`insert into campos_golf (id, nombre, ubicacion) values ('${id(1)}', 'Campo', 'Sitio')`);
  await run(`insert into tipos_salida (id, campo_id, nombre, slope, course_rating) values
    ('${id(2)}', '${id(1)}', 'Amarillas', 132, 71.8), ('${id(3)}', '${id(1)}', 'Rojas', 126, null)`);
  await run(`insert into profiles (id, nombre, sexo, handicap) values
    ('${id(11)}', 'Luis', 'hombre', 18.4), ('${id(12)}', 'Marta', 'mujer', 14.2), ('${id(13)}', 'Sin Sexo', null, 9)`);
  await run(`insert into torneos (id, nombre, fecha_juego, campo_id) values
    ('${id(21)}', 'Pasado', '2020-01-01', '${id(1)}'),
    ('${id(22)}', 'Próximo', '2099-01-01', '${id(1)}'),
    ('${id(23)}', 'Empezado', '2099-01-02', '${id(1)}')`);
  await run(`insert into torneos_salidas (torneo_id, sexo, tipo_salida_id) values
    ('${id(21)}', 'hombre', '${id(2)}'), ('${id(21)}', 'mujer', '${id(3)}'),
    ('${id(22)}', 'mujer', '${id(3)}'), ('${id(23)}', 'hombre', '${id(2)}')`);
  await run(`insert into participantes_torneo
      (id, torneo_id, jugador_id, es_invitado, nombre_invitado, sexo_invitado, handicap_invitado, handicap_torneo)
    values
    ('${id(31)}', '${id(21)}', '${id(11)}', false, null, null, null, 21),
    ('${id(32)}', '${id(21)}', '${id(12)}', false, null, null, null, 15),
    ('${id(33)}', '${id(21)}', '${id(13)}', false, null, null, null, 10),
    ('${id(34)}', '${id(21)}', null, true, 'Invitada', 'mujer', 20, 22),
    ('${id(35)}', '${id(22)}', '${id(11)}', false, null, null, null, 20),
    ('${id(36)}', '${id(23)}', '${id(11)}', false, null, null, null, 21),
    ('${id(37)}', '${id(23)}', '${id(12)}', false, null, null, null, 17)`);
  await run(`insert into resultados_hoyo (participante_id, numero_hoyo, golpes) values ('${id(36)}', 1, 5)`);
}

async function checkMigrated(run: Run) {
  const rows =
    await run(`select id::text, handicap_torneo, handicap_fijado, indice_juego, salida_juego_nombre,
      slope_juego, course_rating_juego, handicap_campo, handicap_origen
    from participantes_torneo order by id`);
  const row = (n: number) => rows.find((r) => r.id === id(n));
  const derived = (indice: number | null, salida: string, slope: number, cr: number | null, hj: number) => ({
    handicap_torneo: hj,
    handicap_fijado: false,
    indice_juego: indice,
    salida_juego_nombre: salida,
    slope_juego: slope,
    course_rating_juego: cr,
    handicap_campo: null,
  });
  expect(row(31)).toMatchObject({
    ...derived(18.4, 'Amarillas', 132, 71.8, 21),
    handicap_origen: 'derivado',
  });
  expect(row(32)).toMatchObject({ ...derived(14.2, 'Rojas', 126, null, 15), handicap_origen: 'derivado' });
  expect(row(33)).toMatchObject({ ...derived(9, 'Amarillas', 132, 71.8, 10), handicap_origen: 'derivado' });
  expect(row(34)).toMatchObject({ ...derived(20, 'Rojas', 126, null, 22), handicap_origen: 'derivado' });
  // Not started: open to recomputes; the only tee is everybody's.
  expect(row(35)).toMatchObject({ ...derived(18.4, 'Rojas', 126, null, 20), handicap_origen: null });
  // Started with a stroke: derived too, for every participant.
  expect(row(36)).toMatchObject({ handicap_origen: 'derivado', salida_juego_nombre: 'Amarillas' });
  expect(row(37)).toMatchObject({ handicap_origen: 'derivado', salida_juego_nombre: 'Amarillas' });

  // From now on the first stroke of a tournament freezes all its participants.
  await run(
    `insert into participantes_torneo (id, torneo_id, jugador_id) values ('${id(38)}', '${id(22)}', '${id(12)}')`,
  );
  await run(`insert into resultados_hoyo (participante_id, numero_hoyo, golpes) values ('${id(35)}', 1, 4)`);
  const frozen = await run(
    `select id::text, handicap_origen from participantes_torneo where torneo_id = '${id(22)}' order by id`,
  );
  expect(frozen).toEqual([
    { id: id(35), handicap_origen: 'congelado' },
    { id: id(38), handicap_origen: 'congelado' },
  ]);
  // Another tournament is not touched, and what was derived stays derived.
  expect((await run(`select handicap_origen from participantes_torneo where id = '${id(31)}'`))[0]).toEqual({
    handicap_origen: 'derivado',
  });
}

describeMigrationOverData('migration 0008 over a database with data', 8, fillOldData, checkMigrated);
