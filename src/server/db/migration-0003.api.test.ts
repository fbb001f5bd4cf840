/**
 * Migration 0003 (competition formats) applies over a database that already holds tournaments, participants and
 * hole results: the enums gain their values, old pairs tournaments become 'mejor_bola', old results stay strokes.
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { expect } from 'vitest';
import { describeMigrationOverData, type Run } from '@/server/test/migration-over-data';

/** Rows as the app before formats wrote them: a course and tee, a pairs and an individual tournament, strokes. */
async function fillOldData(run: Run) {
  await run(
    `insert into campos_golf (id, nombre, ubicacion) values ('00000000-0000-4000-8000-000000000001', 'Campo', 'Sitio')`,
  );
  await run(`insert into torneos (id, nombre, fecha_juego, campo_id, modalidad) values
    ('00000000-0000-4000-8000-000000000011', 'Parejas', '2026-01-01', '00000000-0000-4000-8000-000000000001', 'parejas_por_golpes'),
    ('00000000-0000-4000-8000-000000000012', 'Match', '2026-01-02', '00000000-0000-4000-8000-000000000001', 'matchplay_parejas'),
    ('00000000-0000-4000-8000-000000000013', 'Individual', '2026-01-03', '00000000-0000-4000-8000-000000000001', 'individual_por_golpes')`);
  await run(`insert into participantes_torneo (id, torneo_id, es_invitado, nombre_invitado, handicap_invitado) values
    ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000013', true, 'Invitado', 12)`);
  await run(`insert into resultados_hoyo (participante_id, numero_hoyo, golpes) values
    ('00000000-0000-4000-8000-000000000021', 1, 5), ('00000000-0000-4000-8000-000000000021', 2, 4)`);
}

async function checkMigrated(run: Run) {
  const forms = await run(`select nombre, forma_parejas from torneos order by fecha_juego`);
  expect(forms).toEqual([
    { nombre: 'Parejas', forma_parejas: 'mejor_bola' },
    { nombre: 'Match', forma_parejas: 'mejor_bola' },
    { nombre: 'Individual', forma_parejas: null },
  ]);
  const results = await run(`select numero_hoyo, golpes, recogida from resultados_hoyo order by numero_hoyo`);
  expect(results).toEqual([
    { numero_hoyo: 1, golpes: 5, recogida: false },
    { numero_hoyo: 2, golpes: 4, recogida: false },
  ]);
  // The new values and constraints work.
  await run(
    `update torneos set modalidad = 'stableford_individual', metodo_desempate = 'ultimos_hoyos' where nombre = 'Individual'`,
  );
  await run(
    `insert into resultados_hoyo (participante_id, numero_hoyo, golpes, recogida) values ('00000000-0000-4000-8000-000000000021', 3, null, true)`,
  );
  await expect(
    run(
      `insert into resultados_hoyo (participante_id, numero_hoyo, golpes, recogida) values ('00000000-0000-4000-8000-000000000021', 4, 5, true)`,
    ),
  ).rejects.toThrow();
  await expect(
    run(
      `insert into resultados_hoyo (participante_id, numero_hoyo, golpes) values ('00000000-0000-4000-8000-000000000021', 4, null)`,
    ),
  ).rejects.toThrow();
  await expect(
    run(`update torneos set forma_parejas = 'foursome' where nombre = 'Individual'`),
  ).rejects.toThrow();
  await expect(run(`update torneos set forma_parejas = null where nombre = 'Parejas'`)).rejects.toThrow();
  await expect(run(`update participantes_torneo set estado = 'DESC'`)).rejects.toThrow();
  await run(`update participantes_torneo set estado = 'DESC', motivo_estado = 'Regla 1.2'`);
  await run(`update participantes_torneo set estado = 'NP', motivo_estado = null`);
}

describeMigrationOverData('migration 0003 over a database with data', 3, fillOldData, checkMigrated);
