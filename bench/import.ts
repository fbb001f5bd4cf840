/**
 * Budget of the importer (decision record 021): a club with 100,000 hole results imports in < 60 s.
 * A dump in pg_dump's COPY format is generated for a club of PLAYERS players and TOURNAMENTS tournaments of
 * PER_TOURNAMENT participants × 18 holes (default 300, 280, 20: 100,800 results, every tournament in one league
 * with stored points), then imported into a fresh migrated database: PGlite on disk, and PostgreSQL too when
 * BENCH_DATABASE_URL (or the default local server) answers. Reports parse, import and total times.
 *
 *   npx tsx bench/import.ts        (PLAYERS=300 TOURNAMENTS=280 PER_TOURNAMENT=20 KINDS=pglite,postgresql)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import bcrypt from 'bcryptjs';
import { parseDump } from '../src/server/modules/import/dump-parser';
import { importDump } from '../src/server/modules/import/importer';
import { createTarget, type DbKind } from './club';

const PLAYERS = Number(process.env.PLAYERS ?? 300);
const TOURNAMENTS = Number(process.env.TOURNAMENTS ?? 280);
const PER_TOURNAMENT = Number(process.env.PER_TOURNAMENT ?? 20);
const KINDS = (process.env.KINDS ?? 'pglite,postgresql').split(',') as DbKind[];

function copy(table: string, columns: string[], rows: (string | number | boolean | null)[][]): string {
  const body = rows
    .map((r) =>
      r.map((v) => (v === null ? '\\N' : v === true ? 't' : v === false ? 'f' : String(v))).join('\t'),
    )
    .join('\n');
  return `COPY ${table} (${columns.join(', ')}) FROM stdin;\n${body}${rows.length ? '\n' : ''}\\.\n\n`;
}

function makeDump(): { text: string; results: number } {
  const hash = bcrypt.hashSync('clave-antigua', 10);
  const users = Array.from({ length: PLAYERS }, (_, i) => ({
    id: randomUUID(),
    email: `socio${i}@club.example`,
  }));
  const players = users.map((u, i) => ({
    id: randomUUID(),
    userId: u.id,
    nombre: `Socio ${i}`,
    sexo: i % 3 ? 'hombre' : 'mujer',
  }));
  const campo = randomUUID();
  const tees = [
    { id: randomUUID(), sexo: 'hombre' },
    { id: randomUUID(), sexo: 'mujer' },
  ];
  const liga = randomUUID();
  const parts: string[] = ["SET client_encoding = 'UTF8';\n\n"];
  parts.push(
    copy(
      'auth.users',
      ['id', 'email', 'encrypted_password', 'email_confirmed_at', 'raw_user_meta_data', 'created_at'],
      users.map((u) => [u.id, u.email, hash, '2024-01-01 10:00:00+00', '{}', '2024-01-01 10:00:00+00']),
    ),
  );
  parts.push(
    copy(
      'public.profiles',
      ['id', 'user_id', 'nombre', 'handicap', 'sexo'],
      players.map((p, i) => [p.id, p.userId, p.nombre, (i % 36) + 0.5, p.sexo]),
    ),
  );
  parts.push(copy('public.campos_golf', ['id', 'nombre', 'ubicacion'], [[campo, 'Campo', 'Madrid']]));
  parts.push(
    copy(
      'public.tipos_salida',
      ['id', 'campo_id', 'nombre', 'slope', 'course_rating'],
      tees.map((t) => [t.id, campo, t.sexo, 125, 71.2]),
    ),
  );
  parts.push(
    copy(
      'public.hoyos_tipo_salida',
      ['id', 'tipo_salida_id', 'numero_hoyo', 'par', 'handicap'],
      tees.flatMap((t) => Array.from({ length: 18 }, (_, h) => [randomUUID(), t.id, h + 1, 4, h + 1])),
    ),
  );
  const torneos: unknown[][] = [];
  const salidas: unknown[][] = [];
  const participantes: unknown[][] = [];
  const resultados: unknown[][] = [];
  const ligaTorneos: unknown[][] = [];
  const puntos: unknown[][] = [];
  for (let t = 0; t < TOURNAMENTS; t++) {
    const id = randomUUID();
    const date = new Date(Date.UTC(2020, 0, 1 + t * 7)).toISOString().slice(0, 10);
    torneos.push([id, `Torneo ${t + 1}`, date, campo]);
    for (const tee of tees) salidas.push([randomUUID(), id, tee.sexo, tee.id]);
    ligaTorneos.push([liga, id, t + 1]);
    for (let k = 0; k < PER_TOURNAMENT; k++) {
      const player = players[(t * 7 + k) % PLAYERS]!;
      const pid = randomUUID();
      participantes.push([pid, id, player.id, (k % 30) + 1, true]);
      for (let h = 1; h <= 18; h++) resultados.push([randomUUID(), pid, h, 3 + ((t + k + h) % 4)]);
      puntos.push([
        randomUUID(),
        liga,
        id,
        pid,
        k + 1,
        k + 1,
        Math.max(10, 40 - k * 2),
        Math.max(10, 40 - k * 2),
      ]);
    }
  }
  parts.push(copy('public.torneos', ['id', 'nombre', 'fecha_juego', 'campo_id'], torneos as never));
  parts.push(copy('public.torneos_salidas', ['id', 'torneo_id', 'sexo', 'tipo_salida_id'], salidas as never));
  parts.push(
    copy(
      'public.participantes_torneo',
      ['id', 'torneo_id', 'jugador_id', 'handicap_torneo', 'incluir_en_puntos'],
      participantes as never,
    ),
  );
  parts.push(
    copy('public.resultados_hoyo', ['id', 'participante_id', 'numero_hoyo', 'golpes'], resultados as never),
  );
  parts.push(copy('public.ligas', ['id', 'nombre', 'sistema_puntuacion'], [[liga, 'Liga', 'om_pena']]));
  parts.push(copy('public.ligas_torneos', ['liga_id', 'torneo_id', 'orden_torneo'], ligaTorneos as never));
  parts.push(
    copy(
      'public.puntuaciones_liga',
      [
        'id',
        'liga_id',
        'torneo_id',
        'participante_id',
        'posicion_handicap',
        'posicion_scratch',
        'puntos_handicap',
        'puntos_scratch',
      ],
      puntos as never,
    ),
  );
  return { text: parts.join(''), results: resultados.length };
}

const { text, results } = makeDump();
console.log(
  `dump: ${results} hole results, ${TOURNAMENTS} tournaments, ${PLAYERS} players, ${(text.length / 1e6).toFixed(1)} MB; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let t0 = performance.now();
parseDump(text);
console.log(`parse only: ${(performance.now() - t0).toFixed(0)} ms`);

for (const kind of KINDS) {
  let target;
  try {
    target = await createTarget(kind);
  } catch (e) {
    console.log(`${kind}: not available (${e instanceof Error ? e.message : String(e)})`);
    continue;
  }
  const database = await target.open();
  try {
    t0 = performance.now();
    const report = await importDump(database.db, text);
    const ms = performance.now() - t0;
    const differences = report.pointsDifferences.length;
    console.log(
      `${kind}: ${report.status} in ${(ms / 1000).toFixed(1)} s (budget 60 s) — ${report.issues.length} rows refused, ${differences} stored points differ from this app's rules`,
    );
  } finally {
    await database.close();
    await target.drop();
  }
}
