/** Write endpoints of /admin/jugadores for the fuzz suite (src/server/test/fuzz/target.ts). */
import { randomBytes } from 'node:crypto';
import { camposGolf, participantesTorneo, profiles, resultadosHoyo, torneos } from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import {
  handicapsCsv,
  playersCsv,
  xlsxBomb,
  xlsxOfRows,
  xlsxWithCellAtRow,
  xlsxWithFormulas,
} from './test-spreadsheets';

const UNKNOWN_ID = '6f1c2d3e-0000-4000-8000-0000000000f1';

/** A player without account, straight into the database. */
async function lonelyPlayer({ app }: FuzzContext): Promise<string> {
  const [row] = await app.runtime.deps.db
    .insert(profiles)
    .values({ nombre: 'Jugador Fuzz', fecha_nacimiento: '1980-01-01' })
    .returning({ id: profiles.id });
  return row!.id;
}

/** A player with an account (signed up through the API). */
async function playerWithAccount({ app }: FuzzContext): Promise<string> {
  return (await app.signUp({ nombre: 'Con Cuenta Fuzz' })).profileId;
}

/** A player with strokes in a tournament that is not finished: deleting them is always refused (409). */
async function playingPlayer(ctx: FuzzContext): Promise<string> {
  const db = ctx.app.runtime.deps.db;
  const id = await lonelyPlayer(ctx);
  const [campo] = await db
    .insert(camposGolf)
    .values({ nombre: 'Campo Fuzz', ubicacion: 'Madrid' })
    .returning({ id: camposGolf.id });
  const [torneo] = await db
    .insert(torneos)
    .values({ nombre: 'Torneo Fuzz', fecha_juego: '2099-01-01', campo_id: campo!.id })
    .returning({ id: torneos.id });
  const [part] = await db
    .insert(participantesTorneo)
    .values({ torneo_id: torneo!.id, jugador_id: id })
    .returning({ id: participantesTorneo.id });
  await db.insert(resultadosHoyo).values({ participante_id: part!.id, numero_hoyo: 1, golpes: 4 });
  return id;
}

/** A player without account and a sign-up with its e-mail, waiting to be joined to it. */
async function playerWithPendingAccount(ctx: FuzzContext): Promise<string> {
  const email = `pendiente-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.app.runtime.deps.db
    .insert(profiles)
    .values({ nombre: 'Socia Fuzz', fecha_nacimiento: '1980-01-01', email })
    .returning({ id: profiles.id });
  await ctx.app.signUp({ nombre: 'Socia Fuzz', email });
  return row!.id;
}

const playerBody = () => ({
  nombre: 'Jugador',
  fecha_nacimiento: '1975-06-30',
  fecha_entrada_pena: '2010-01-01',
  telefono: '600 111 222',
  handicap: 18.4,
  sexo: 'hombre',
  tramo_edad: 'general',
  numero_licencia_federativa: 'AM1',
});

/**
 * Sheets for the two preview routes: a club's CSV, 2,000 and 2,001 rows, 51 columns, a cell at row 20,000, formula
 * cells, '+0,8' and decimal commas, UTF-16, and zip bombs (declared and lying): each refused in Spanish or read.
 */
const sheets = {
  field: 'archivo',
  make: () => {
    const many = (n: number) =>
      ['Nombre;Apellidos;Sexo;Hándicap;Licencia']
        .concat(Array.from({ length: n }, (_, i) => `Socio;${i};M;+${i % 10},${i % 10};AM${i}`))
        .join('\r\n');
    return [
      playersCsv(),
      handicapsCsv(),
      new TextEncoder().encode(many(2000)),
      new TextEncoder().encode(many(2001)),
      new Uint8Array([0xff, 0xfe, ...Buffer.from('Nombre;Sexo\r\nAna;M\r\n', 'utf16le')]),
      xlsxOfRows([Array.from({ length: 51 }, (_, i) => `C${i}`), ['Ana']]),
      xlsxOfRows([
        ['Nombre', 'Hándicap', 'Sexo'],
        ['Ana', '+0,8', 'F'],
        ['Luis', '12,4', 'M'],
      ]),
      xlsxWithCellAtRow(20_000),
      xlsxWithFormulas(),
      xlsxBomb(60),
      xlsxBomb(60, true),
    ];
  },
};

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/admin/players',
    as: 'admin',
    validBody: () => ({ ...playerBody(), email: `nuevo-${randomBytes(4).toString('hex')}@example.com` }),
  },
  {
    method: 'PUT',
    path: '/api/admin/players/:id',
    as: 'admin',
    validBody: playerBody,
    setup: async (ctx) => ({ id: await lonelyPlayer(ctx) }),
  },
  {
    method: 'PUT',
    path: '/api/admin/players/:id',
    as: 'admin',
    validBody: playerBody,
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'PUT',
    path: '/api/admin/players/:id/email',
    as: 'admin',
    validBody: () => ({ email: `cambio-${randomBytes(4).toString('hex')}@example.com` }),
    setup: async (ctx) => ({ id: await playerWithAccount(ctx) }),
  },
  {
    method: 'PUT',
    path: '/api/admin/players/:id/email',
    as: 'admin',
    validBody: () => ({ email: `alta-${randomBytes(4).toString('hex')}@example.com` }),
    setup: async (ctx) => ({ id: await lonelyPlayer(ctx) }),
  },
  {
    method: 'POST',
    path: '/api/admin/players/:id/sync-email',
    as: 'admin',
    body: 'none',
    setup: async (ctx) => ({ id: await playerWithAccount(ctx) }),
  },
  {
    method: 'PUT',
    path: '/api/admin/players/:id/password',
    as: 'admin',
    validBody: () => ({ password: 'nueva-clave' }),
    setup: async (ctx) => ({ id: await playerWithAccount(ctx) }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/players/:id',
    as: 'admin',
    body: 'none',
    setup: async (ctx) => ({ id: await playingPlayer(ctx) }),
  },
  {
    method: 'POST',
    path: '/api/admin/players',
    as: 'player',
    validBody: playerBody,
  },
  {
    method: 'POST',
    path: '/api/admin/players/:id/join-account',
    as: 'admin',
    body: 'none',
    setup: async (ctx) => ({ id: await playerWithPendingAccount(ctx) }),
  },
  {
    method: 'POST',
    path: '/api/admin/players/:id/join-account',
    as: 'player',
    body: 'none',
    setup: async (ctx) => ({ id: await playerWithPendingAccount(ctx) }),
  },
  // 'Importar jugadores' and 'Actualizar hándicaps' (decision record 021).
  {
    method: 'POST',
    path: '/api/admin/players/import/preview',
    as: 'admin',
    body: 'multipart',
    files: sheets,
  },
  {
    method: 'POST',
    path: '/api/admin/players/import',
    as: 'admin',
    validBody: () => ({
      jugadores: [
        {
          ...playerBody(),
          numero_licencia_federativa: null,
          email: `imp-${randomBytes(4).toString('hex')}@example.com`,
        },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/players/handicaps/preview',
    as: 'admin',
    body: 'multipart',
    files: sheets,
  },
  {
    method: 'POST',
    path: '/api/admin/players/handicaps',
    as: 'admin',
    validBody: (params) => ({ cambios: [{ jugador_id: params.jugador!, handicap: 12.3 }] }),
    setup: async (ctx) => ({ jugador: await playingPlayer(ctx) }),
  },
  {
    method: 'POST',
    path: '/api/admin/players/import',
    as: 'player',
    validBody: () => ({ jugadores: [playerBody()] }),
  },
];
