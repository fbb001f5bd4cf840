/**
 * 'Importar jugadores' and 'Actualizar hándicaps' (decision records 021 and 030). The preview reads the spreadsheet,
 * maps its columns by their headers (or as the administrator maps them), reads the Sexo column as a whole, turns
 * each row into the body of a new player (Spanish dates dd/mm/aaaa, decimal commas, '+0,8' plus handicaps) and
 * checks it with the schema of 'Nuevo jugador' (the birth date may be empty: decision record 030); duplicates are
 * found by e-mail or licence among the club's players and within the file. The writes take the confirmed rows and
 * do everything in one transaction.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { parseHandicap } from '@/shared/domain/handicap-text';
import { ZPlayerHandicap } from '@/shared/schemas/admin-players';
import {
  MAX_IMPORT_ROWS,
  PLAYER_IMPORT_MESSAGES as M,
  ZImportPlayer,
  type THandicapPreview,
  type THandicapUpdateResponse,
  type TImportPlayer,
  type TPlayerImportField,
  type TPlayerImportOptions,
  type TPlayerImportPreview,
} from '@/shared/schemas/player-import';
import type { z } from 'zod';
import type { DbOrTx } from '@/server/db/client';
import { profiles, torneos } from '@/server/db/schema';
import { badRequest, conflict } from '@/server/lib/app-error';
import { changePlayers, type PlayedOffDeps } from '@/server/modules/tournaments/played-off';
import { readSpreadsheet } from './spreadsheet';
import { awaitsJoin } from '@/server/modules/players/club-player';

/** Header texts (without accents, lower case) each field is recognised by. */
const HEADERS: Record<TPlayerImportField, string[]> = {
  nombre: ['nombre', 'nombre completo', 'jugador', 'socio', 'nombre y apellidos', 'apellidos y nombre'],
  apellidos: ['apellidos', 'apellido', 'primer apellido'],
  email: ['email', 'e mail', 'correo', 'correo electronico'],
  telefono: ['telefono', 'movil', 'tel', 'telefono movil'],
  fecha_nacimiento: ['fecha de nacimiento', 'fecha nacimiento', 'nacimiento', 'f nacimiento'],
  fecha_entrada_pena: [
    'fecha de entrada',
    'fecha entrada',
    'entrada',
    'fecha de alta',
    'alta',
    'fecha entrada pena',
  ],
  handicap: ['handicap', 'hcp', 'hdcp', 'handicap exacto', 'hcp exacto', 'hex'],
  sexo: ['sexo', 'genero', 's'],
  tramo_edad: ['tramo de edad', 'tramo edad', 'tramo', 'categoria'],
  numero_licencia_federativa: [
    'licencia',
    'numero de licencia',
    'n licencia',
    'no licencia',
    'licencia federativa',
  ],
};

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Each column's field: the administrator's mapping when given, else guessed from the header (each field once). */
function mapColumns(header: string[], chosen?: (TPlayerImportField | null)[]) {
  const taken = new Set<TPlayerImportField>();
  return header.map((encabezado, k) => {
    const h = normalize(encabezado);
    const campo = chosen
      ? (chosen[k] ?? null)
      : ((Object.keys(HEADERS) as TPlayerImportField[]).find(
          (f) => !taken.has(f) && HEADERS[f].includes(h),
        ) ?? null);
    if (campo && taken.has(campo)) return { encabezado, campo: null };
    if (campo) taken.add(campo);
    return { encabezado, campo };
  });
}

/** dd/mm/aaaa (or d-m-aaaa, or ISO) → aaaa-mm-dd; anything else is passed on for the schema to refuse. */
function spanishDate(v: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return v;
}

/** The values of a Sexo column that tell by themselves (any case, without accents). */
const SEX_WORDS: Record<string, 'hombre' | 'mujer'> = {
  hombre: 'hombre',
  h: 'hombre',
  varon: 'hombre',
  v: 'hombre',
  masculino: 'hombre',
  masc: 'hombre',
  caballero: 'hombre',
  caballeros: 'hombre',
  c: 'hombre',
  mujer: 'mujer',
  f: 'mujer',
  femenino: 'mujer',
  fem: 'mujer',
  dama: 'mujer',
  damas: 'mujer',
  d: 'mujer',
};

/**
 * The Sexo column read as a whole: 'M' is Mujer beside H, V or C (Hombre, Varón, Caballero) and Masculino beside F or
 * D (Femenino, Dama). A column with only 'M' (or with both kinds) does not tell: the administrator's choice decides.
 */
export function readSexColumn(values: string[], chosen: 'hombre' | 'mujer' | undefined) {
  const seen = new Set(
    values
      .map(normalize)
      .filter((v) => v !== '' && v !== 'm')
      .map((v) => SEX_WORDS[v]),
  );
  const hasM = values.some((v) => normalize(v) === 'm');
  const tells = seen.has('hombre') !== seen.has('mujer');
  const fromColumn = tells ? (seen.has('hombre') ? 'mujer' : 'hombre') : null;
  const m = hasM ? (fromColumn ?? chosen ?? null) : null;
  return {
    resumen: { m, ambigua: hasM && !tells },
    sexo(v: string): string | null {
      const t = normalize(v);
      if (t === '') return null;
      if (t === 'm') return m;
      return SEX_WORDS[t] ?? v;
    },
  };
}

type Row = Partial<Record<TPlayerImportField, string>>;

function rowsOf(table: string[][], chosen?: (TPlayerImportField | null)[]) {
  const columnas = mapColumns(table[0]!, chosen);
  const data = table.slice(1);
  if (data.length > MAX_IMPORT_ROWS) throw badRequest(M.tooManyRows);
  const rows = data
    .map((cells, i) => {
      const valores: Row = {};
      columnas.forEach((c, k) => {
        if (c.campo && cells[k]) valores[c.campo] = cells[k];
      });
      return { fila: i + 2, valores, empty: cells.every((c) => c === '') };
    })
    .filter((r) => !r.empty);
  return { columnas, rows };
}

async function existingKeys(db: DbOrTx) {
  const all = await db
    .select({
      id: profiles.id,
      nombre: profiles.nombre,
      email: profiles.email,
      licencia: profiles.numero_licencia_federativa,
      handicap: profiles.handicap,
    })
    .from(profiles)
    // A sign-up waiting to be joined shares its player's e-mail: the row is the player's.
    .where(sql`not ${awaitsJoin}`);
  const byEmail = new Map<string, (typeof all)[number]>();
  const byLicence = new Map<string, (typeof all)[number]>();
  for (const p of all) {
    if (p.email) byEmail.set(p.email.toLowerCase(), p);
    if (p.licencia) byLicence.set(normalize(p.licencia), p);
  }
  return { byEmail, byLicence };
}

function zodErrors(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** The spec's name order (the sign-up's 'Nombre Completo'): first name, then surnames. */
const fullName = (v: Row) => [v.nombre, v.apellidos].filter(Boolean).join(' ');

export async function previewPlayerImport(
  db: DbOrTx,
  bytes: Uint8Array,
  opciones: TPlayerImportOptions = {},
): Promise<TPlayerImportPreview> {
  const { columnas, rows } = rowsOf(await readSpreadsheet(bytes), opciones.columnas);
  const hasName = columnas.some((c) => c.campo === 'nombre' || c.campo === 'apellidos');
  const sex = columnas.some((c) => c.campo === 'sexo')
    ? readSexColumn(
        rows.map((r) => r.valores.sexo ?? ''),
        opciones.m_significa,
      )
    : null;
  const { byEmail, byLicence } = await existingKeys(db);
  const seenEmail = new Map<string, string>();
  const seenLicence = new Map<string, string>();
  const filas = rows.map(({ fila, valores }) => {
    const parsed = ZImportPlayer.safeParse({
      nombre: fullName(valores),
      email: valores.email ?? null,
      telefono: valores.telefono ?? null,
      fecha_nacimiento: valores.fecha_nacimiento ? spanishDate(valores.fecha_nacimiento) : null,
      fecha_entrada_pena: valores.fecha_entrada_pena ? spanishDate(valores.fecha_entrada_pena) : null,
      handicap: parseHandicap(valores.handicap ?? ''),
      sexo: sex ? sex.sexo(valores.sexo ?? '') : null,
      tramo_edad: valores.tramo_edad ? normalize(valores.tramo_edad) : null,
      numero_licencia_federativa: valores.numero_licencia_federativa ?? null,
    });
    const errores = parsed.success ? [] : zodErrors(parsed.error);
    if (!hasName) errores.unshift(M.noNameColumn);
    if (sex?.resumen.m === null && normalize(valores.sexo ?? '') === 'm') errores.unshift(M.sexAmbiguous);
    let duplicado: TPlayerImportPreview['filas'][number]['duplicado'] = null;
    const email = valores.email?.toLowerCase();
    const licence = valores.numero_licencia_federativa
      ? normalize(valores.numero_licencia_federativa)
      : undefined;
    const existing = (email && byEmail.get(email)) || (licence && byLicence.get(licence));
    if (existing) {
      duplicado = {
        jugador_id: existing.id,
        nombre: existing.nombre,
        por: email && byEmail.get(email) ? 'email' : 'licencia',
      };
      errores.push(duplicado.por === 'email' ? M.duplicateEmail : M.duplicateLicence);
    } else {
      const earlier = (email && seenEmail.get(email)) || (licence && seenLicence.get(licence));
      if (earlier) {
        duplicado = { jugador_id: null, nombre: earlier, por: 'archivo' };
        errores.push(M.repeatedInFile);
      }
    }
    if (email) seenEmail.set(email, valores.nombre ?? email);
    if (licence) seenLicence.set(licence, valores.nombre ?? licence);
    return {
      fila,
      jugador: parsed.success && errores.length === 0 ? parsed.data : null,
      valores: valores,
      errores,
      duplicado,
    };
  });
  return { columnas, sexo: sex?.resumen ?? null, filas };
}

/** 'Importar': the confirmed players in one transaction; a duplicate found meanwhile refuses all of them. */
export async function importPlayers(
  db: DbOrTx,
  jugadores: TImportPlayer[],
  today: string,
): Promise<{ creados: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${profiles} in share row exclusive mode`);
    const { byEmail, byLicence } = await existingKeys(tx);
    const emails = new Set<string>();
    const licences = new Set<string>();
    for (const j of jugadores) {
      const licence = j.numero_licencia_federativa ? normalize(j.numero_licencia_federativa) : null;
      if (j.email && (byEmail.has(j.email) || emails.has(j.email)))
        throw conflict(`${M.duplicateEmail}: ${j.email}`);
      if (licence && (byLicence.has(licence) || licences.has(licence)))
        throw conflict(`${M.duplicateLicence}: ${j.numero_licencia_federativa}`);
      if (j.email) emails.add(j.email);
      if (licence) licences.add(licence);
    }
    await tx.insert(profiles).values(
      jugadores.map((j) => ({
        nombre: j.nombre,
        email: j.email,
        telefono: j.telefono,
        fecha_nacimiento: j.fecha_nacimiento,
        fecha_entrada_pena: j.fecha_entrada_pena ?? today,
        handicap: j.handicap,
        sexo: j.sexo,
        tramo_edad: j.tramo_edad,
        numero_licencia_federativa: j.numero_licencia_federativa,
        user_id: null,
      })),
    );
    return { creados: jugadores.length };
  });
}

export async function previewHandicapUpdate(db: DbOrTx, bytes: Uint8Array): Promise<THandicapPreview> {
  const { columnas, rows } = rowsOf(await readSpreadsheet(bytes));
  if (!columnas.some((c) => c.campo === 'numero_licencia_federativa' || c.campo === 'email'))
    throw badRequest(M.noKeyColumn);
  if (!columnas.some((c) => c.campo === 'handicap')) throw badRequest(M.noHandicapColumn);
  const { byEmail, byLicence } = await existingKeys(db);
  return {
    columnas,
    filas: rows.map(({ fila, valores }) => {
      const licence = valores.numero_licencia_federativa;
      const email = valores.email?.toLowerCase();
      const player = (licence && byLicence.get(normalize(licence))) || (email && byEmail.get(email)) || null;
      const handicap = ZPlayerHandicap.safeParse(parseHandicap(valores.handicap ?? ''));
      const errores = [
        ...(player ? [] : [M.playerNotFound]),
        ...(handicap.success ? [] : zodErrors(handicap.error)),
      ];
      return {
        fila,
        clave: licence ?? email ?? '',
        jugador: player ? { id: player.id, nombre: player.nombre, antes: player.handicap } : null,
        despues: handicap.success ? handicap.data : null,
        errores,
      };
    }),
  };
}

/**
 * 'Actualizar hándicaps': the players' handicaps, then what they play off in the tournaments not started (today or
 * later, no stroke yet), recomputed in the same transaction (tournaments/played-off.ts); the standings event of each
 * tournament whose playing handicaps changed goes out after the commit. A tournament that has started keeps what
 * its participants play off (decision record 028), so there is nothing to confirm: `confirmar_cambios` is ignored.
 */
export async function updateHandicaps(
  deps: PlayedOffDeps,
  actorUserId: string,
  input: { cambios: { jugador_id: string; handicap: number | null }[]; confirmar_cambios?: boolean },
): Promise<THandicapUpdateResponse> {
  const ids = [...new Set(input.cambios.map((c) => c.jugador_id))];
  const { recomputed } = await changePlayers(deps, actorUserId, ids, async (tx) => {
    const found = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.id, ids))
      .for('update');
    if (found.length !== ids.length) throw badRequest(M.playerNotFound);
    for (const c of input.cambios) {
      await tx.update(profiles).set({ handicap: c.handicap }).where(eq(profiles.id, c.jugador_id));
    }
  });
  const names = new Map(
    recomputed.length === 0
      ? []
      : (
          await deps.db
            .select({ id: torneos.id, nombre: torneos.nombre })
            .from(torneos)
            .where(
              inArray(
                torneos.id,
                recomputed.map((t) => t.torneoId),
              ),
            )
        ).map((t) => [t.id, t.nombre]),
  );
  return {
    actualizados: input.cambios.length,
    torneos: recomputed
      .map((t) => ({ id: t.torneoId, nombre: names.get(t.torneoId) ?? '', handicaps_de_juego: t.changed }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}
