/**
 * The club the importer's and the history's benchmarks use (design.md §10): a dump in pg_dump's COPY format of
 * `players` players and `tournaments` tournaments of `perTournament` participants × 18 holes, one a week from
 * `firstDate` (default 300, 280, 20: 100,800 results), every tournament in one league with stored points.
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';

export interface ClubDumpOptions {
  players: number;
  tournaments: number;
  perTournament: number;
  /** The first tournament's date (YYYY-MM-DD); one a week after it. */
  firstDate?: string;
}

function copy(table: string, columns: string[], rows: (string | number | boolean | null)[][]): string {
  const body = rows
    .map((r) =>
      r.map((v) => (v === null ? '\\N' : v === true ? 't' : v === false ? 'f' : String(v))).join('\t'),
    )
    .join('\n');
  return `COPY ${table} (${columns.join(', ')}) FROM stdin;\n${body}${rows.length ? '\n' : ''}\\.\n\n`;
}

export function makeDump(opts: ClubDumpOptions): { text: string; results: number } {
  const { players: PLAYERS, tournaments: TOURNAMENTS, perTournament: PER_TOURNAMENT } = opts;
  const first = Date.parse(`${opts.firstDate ?? '2020-01-01'}T00:00:00Z`);
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
    const date = new Date(first + t * 7 * 86_400_000).toISOString().slice(0, 10);
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
