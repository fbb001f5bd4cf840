/**
 * Brings the old hosted app's database into this app's (decision record 021): a `pg_dump` of its `public` and
 * `auth` schemas is parsed (dump-parser.ts), every row is checked against this app's rules (old-tables.ts), and
 * the rows are written with their ids in one transaction — nothing is written while a row breaks a rule, unless
 * `skipInvalid` imports the rest. Accounts keep their bcrypt hashes (auth.ts verifies and replaces them at the
 * first sign-in), Google identities become linked accounts, and the old stored league points are kept and
 * compared with this app's rules. A dry run does the whole import and rolls it back.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, ne, or, isNull } from 'drizzle-orm';
import { formatOf } from '@/shared/domain';
import type { Db, Tx } from '@/server/db/client';
import * as s from '@/server/db/schema';
import {
  previewLeagueTournamentPoints,
  storeImportedSideResults,
} from '@/server/modules/leagues/league-points.service';
import { parseDump, type DumpTable, type DumpValue } from './dump-parser';
import {
  AUTH_IDENTITY_COLUMNS,
  AUTH_USER_COLUMNS,
  NOT_IMPORTED,
  PUBLIC_TABLES,
  coerce,
  type ColumnSpec,
  type TableSpec,
} from './old-tables';
import { isBcryptHash } from '@/server/lib/imported-passwords';
import { prepareImages, saveImages, type ImageSource } from './images';

export interface ImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** ADMIN_EMAIL: its administrator may already be in the club (the only data allowed before an import). */
  adminEmail?: string;
  /** A downloaded copy of the old storage bucket `profile-images`. */
  images?: ImageSource;
  onProgress?: (message: string) => void;
}

export interface ImportIssue {
  table: string;
  /** 1-based position of the row among the dump's rows of its table. */
  row: number;
  values: string;
  reason: string;
}

export interface PointsDifference {
  liga: string;
  torneo: string;
  jugador: string;
  puntos: 'hándicap' | 'scratch';
  antes: number | null;
  despues: number | null;
}

export interface ImportReport {
  status: 'imported' | 'dry-run' | 'refused' | 'invalid';
  message: string;
  counts: { table: string; rows: number; imported: number }[];
  issues: ImportIssue[];
  /** Tables, columns and extensions of the dump that are not imported. */
  skipped: string[];
  notes: string[];
  pointsDifferences: PointsDifference[];
}

type Row = Record<string, unknown>;

const SECRET_COLUMN = /password|token|secret/i;

function describe(table: DumpTable, raw: DumpValue[]): string {
  const parts: string[] = [];
  table.columns.forEach((c, k) => {
    const v = raw[k];
    if (v === null || v === undefined || v === '') return;
    parts.push(`${c}=${SECRET_COLUMN.test(c) ? '[oculto]' : v.length > 40 ? `${v.slice(0, 40)}…` : v}`);
  });
  return parts.join(', ');
}

class Validator {
  readonly issues: ImportIssue[] = [];
  /** Keys of the rows accepted per table, and of every row seen (to tell "not imported" from "missing"). */
  private readonly accepted = new Map<string, Set<string>>();
  private readonly seen = new Map<string, Set<string>>();

  constructor(private readonly skipped: string[]) {}

  keysOf(table: string): Set<string> {
    let set = this.accepted.get(table);
    if (!set) this.accepted.set(table, (set = new Set()));
    return set;
  }

  /** Coerces the known columns of every row, reports unknown columns once; returns the rows that parsed. */
  *rows(
    name: string,
    table: DumpTable | undefined,
    columns: Record<string, ColumnSpec>,
    key: string[] = ['id'],
  ) {
    if (!table) return;
    const unknown = table.columns.filter((c) => !(c in columns));
    if (unknown.length > 0)
      this.skipped.push(`${name}: columnas omitidas (no están en la especificación): ${unknown.join(', ')}`);
    const seen = new Set<string>();
    this.seen.set(name, seen);
    const index = new Map(table.columns.map((c, k) => [c, k]));
    for (const [n, raw] of table.rows.entries()) {
      const row: Row = {};
      const errors: string[] = [];
      for (const [column, spec] of Object.entries(columns)) {
        const k = index.get(column);
        if (k === undefined) {
          if (spec.required && !(column === 'id' && key[0] === 'id'))
            errors.push(`falta la columna ${column}`);
          continue;
        }
        const result = coerce(raw[k] ?? null, spec);
        if ('error' in result) errors.push(`${column}: ${result.error}`);
        else row[column] = result.value;
      }
      if (key[0] === 'id' && row.id == null && !index.has('id')) row.id = randomUUID();
      const keyValue = key.map((c) => String(row[c])).join('|');
      seen.add(keyValue);
      yield { n: n + 1, row, errors, describe: () => describe(table, raw), keyValue };
    }
  }

  report(table: string, n: number, values: string, reason: string) {
    this.issues.push({ table, row: n, values, reason });
  }

  /** A reference to a row of `table`: null when it is there, else the reason. */
  dangling(table: string, key: string): string | null {
    if (this.keysOf(table).has(key)) return null;
    return this.seen.get(table)?.has(key)
      ? `referencia a una fila de ${table} que no se importa (${key})`
      : `referencia a ${table} inexistente (${key})`;
  }
}

interface Prepared {
  users: (typeof s.user.$inferInsert)[];
  accounts: (typeof s.account.$inferInsert)[];
  tables: { spec: TableSpec; rows: Row[]; total: number }[];
  userRows: number;
  identityRows: number;
  imagesDropped: number;
  identitiesKept: number;
}

function validate(tables: Map<string, DumpTable>, v: Validator, notes: string[]): Prepared {
  const users: Prepared['users'] = [];
  const accounts: Prepared['accounts'] = [];
  const profileNames = new Map<string, string>();
  const profilesTable = tables.get('public.profiles');
  if (profilesTable) {
    const ui = profilesTable.columns.indexOf('user_id');
    const ni = profilesTable.columns.indexOf('nombre');
    for (const r of profilesTable.rows) if (r[ui] && r[ni]) profileNames.set(r[ui].toLowerCase(), r[ni]);
  }

  const emails = new Set<string>();
  const userKeys = v.keysOf('auth.users');
  let withoutPassword = 0;
  const usersTable = tables.get('auth.users');
  for (const { n, row, errors, describe, keyValue } of v.rows('auth.users', usersTable, AUTH_USER_COLUMNS)) {
    const email = typeof row.email === 'string' ? row.email.trim().toLowerCase() : '';
    if (row.deleted_at) errors.push('cuenta borrada en el sistema antiguo');
    else if (!email.includes('@')) errors.push('cuenta sin email');
    else if (emails.has(email)) errors.push('email repetido');
    if (errors.length > 0) {
      v.report('auth.users', n, describe(), errors.join('; '));
      continue;
    }
    emails.add(email);
    userKeys.add(keyValue);
    const meta = (row.raw_user_meta_data ?? {}) as Record<string, unknown>;
    const metaName = [meta.name, meta.full_name].find(
      (x): x is string => typeof x === 'string' && x.trim() !== '',
    );
    const userId = row.id as string;
    const createdAt = (row.created_at as Date | null) ?? new Date();
    users.push({
      id: userId,
      email,
      name: metaName?.trim() ?? profileNames.get(userId) ?? email.split('@')[0]!,
      emailVerified: row.email_confirmed_at != null,
      createdAt,
      updatedAt: (row.updated_at as Date | null) ?? createdAt,
    });
    const hash = typeof row.encrypted_password === 'string' ? row.encrypted_password : '';
    if (isBcryptHash(hash)) {
      accounts.push({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
        createdAt,
        updatedAt: createdAt,
      });
    } else withoutPassword++;
  }
  if (withoutPassword > 0)
    notes.push(
      `${withoutPassword} cuenta(s) sin contraseña bcrypt (entran con Google o con '¿Olvidaste tu contraseña?').`,
    );

  const identities = tables.get('auth.identities');
  let google = 0;
  let identitiesKept = 0;
  for (const { n, row, errors, describe } of v.rows('auth.identities', identities, AUTH_IDENTITY_COLUMNS)) {
    const provider = row.provider as string | undefined;
    const data = (row.identity_data ?? {}) as Record<string, unknown>;
    if (errors.length === 0 && provider === 'email') {
      identitiesKept++; // the credential account above
      continue;
    }
    if (errors.length === 0 && provider !== 'google') errors.push(`proveedor no admitido (${provider})`);
    const sub = (row.provider_id as string | null) ?? (typeof data.sub === 'string' ? data.sub : null);
    if (errors.length === 0 && !sub) errors.push('identidad de Google sin id');
    const dangling = errors.length === 0 ? v.dangling('auth.users', row.user_id as string) : null;
    if (dangling) errors.push(dangling);
    if (errors.length > 0) {
      v.report('auth.identities', n, describe(), errors.join('; '));
      continue;
    }
    const createdAt = (row.created_at as Date | null) ?? new Date();
    accounts.push({
      id: randomUUID(),
      accountId: sub!,
      providerId: 'google',
      userId: row.user_id as string,
      createdAt,
      updatedAt: createdAt,
    });
    google++;
    identitiesKept++;
  }
  if (google > 0)
    notes.push(
      `${google} identidad(es) de Google enlazadas: 'Continuar con Google' entra en la misma cuenta.`,
    );

  let imagesDropped = 0;
  const prepared: Prepared['tables'] = [];
  for (const spec of PUBLIC_TABLES) {
    const table = tables.get(`public.${spec.name}`);
    const rows: Row[] = [];
    const keys = v.keysOf(spec.name);
    const uniques = (spec.uniques ?? []).map(() => new Set<string>());
    for (const { n, row, errors, describe, keyValue } of v.rows(spec.name, table, spec.columns, spec.key)) {
      if (errors.length === 0) {
        const reason = spec.check?.(row);
        if (reason) errors.push(reason);
      }
      if (errors.length === 0) {
        for (const ref of spec.refs ?? []) {
          const values = ref.columns.map((c) => row[c]);
          if (values.some((x) => x == null)) continue;
          const reason = v.dangling(ref.table, values.join('|'));
          if (reason) errors.push(reason);
        }
      }
      if (errors.length === 0 && keys.has(keyValue)) errors.push('id repetido');
      const uniqueKeys = (spec.uniques ?? []).map((u) =>
        u.columns.some((c) => row[c] == null) ? null : u.columns.map((c) => String(row[c])).join('|'),
      );
      if (errors.length === 0) {
        (spec.uniques ?? []).forEach((u, k) => {
          if (uniqueKeys[k] !== null && uniques[k]!.has(uniqueKeys[k]!)) errors.push(u.reason);
        });
      }
      if (errors.length > 0) {
        v.report(spec.name, n, describe(), errors.join('; '));
        continue;
      }
      uniqueKeys.forEach((k, i) => k !== null && uniques[i]!.add(k));
      keys.add(keyValue);
      // The old app had no pairs forms: its pairs tournaments were played as mejor bola.
      if (spec.name === 'torneos' && row.modalidad != null) {
        row.forma_parejas = formatOf({ modalidad: row.modalidad as string }).forma_parejas;
      }
      if (spec.name === 'profiles' && row.profile_image_url) {
        imagesDropped++;
        row.profile_image_url = null;
      }
      rows.push(row);
    }
    prepared.push({ spec, rows, total: table?.rows.length ?? 0 });
  }
  return {
    users,
    accounts,
    tables: prepared,
    userRows: usersTable?.rows.length ?? 0,
    identityRows: identities?.rows.length ?? 0,
    imagesDropped,
    identitiesKept,
  };
}

/** What a club holds beyond the ADMIN_EMAIL administrator: an import only goes into an empty club. */
async function clubState(db: Db, adminEmail: string | undefined) {
  const admin = adminEmail?.toLowerCase();
  const users = await db.select({ id: s.user.id, email: s.user.email }).from(s.user).limit(2);
  const bootstrap = users.length === 1 && users[0]!.email === admin ? users[0]! : null;
  if (users.length > (bootstrap ? 1 : 0)) return { empty: false, bootstrap };
  const counts = await Promise.all([
    db.select({ n: count() }).from(s.camposGolf),
    db.select({ n: count() }).from(s.torneos),
    db.select({ n: count() }).from(s.ligas),
    db.select({ n: count() }).from(s.partidas),
    db
      .select({ n: count() })
      .from(s.profiles)
      .where(bootstrap ? or(isNull(s.profiles.user_id), ne(s.profiles.user_id, bootstrap.id)) : undefined),
  ]);
  return { empty: counts.every(([c]) => (c?.n ?? 0) === 0), bootstrap };
}

class DryRunRollback extends Error {}

async function insertChunks(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: Row[],
  label: string,
  progress?: (m: string) => void,
) {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
    if (rows.length > 20_000 && progress)
      progress(`${label}: ${Math.min(i + size, rows.length)} / ${rows.length}`);
  }
}

async function comparePoints(tx: Tx, prepared: Prepared): Promise<PointsDifference[]> {
  const byName = (name: string) => prepared.tables.find((t) => t.spec.name === name)?.rows ?? [];
  const ligaNames = new Map(byName('ligas').map((r) => [r.id as string, r.nombre as string]));
  const torneoNames = new Map(byName('torneos').map((r) => [r.id as string, r.nombre as string]));
  const profileNames = new Map(byName('profiles').map((r) => [r.id as string, r.nombre as string]));
  const participantNames = new Map(
    byName('participantes_torneo').map((r) => [
      r.id as string,
      r.jugador_id
        ? (profileNames.get(r.jugador_id as string) ?? '?')
        : ((r.nombre_invitado as string) ?? '?'),
    ]),
  );
  const stored = byName('puntuaciones_liga');
  const out: PointsDifference[] = [];
  for (const lt of byName('ligas_torneos')) {
    const ligaId = lt.liga_id as string;
    const torneoId = lt.torneo_id as string;
    const computed = (await previewLeagueTournamentPoints(tx, ligaId, torneoId)) ?? [];
    const old = new Map(
      stored
        .filter((r) => r.liga_id === ligaId && r.torneo_id === torneoId)
        .map((r) => [r.participante_id as string, r]),
    );
    const fresh = new Map(computed.map((r) => [r.participante_id, r]));
    for (const participante of new Set([...old.keys(), ...fresh.keys()])) {
      const a = old.get(participante);
      const b = fresh.get(participante);
      for (const [puntos, key] of [
        ['hándicap', 'puntos_handicap'],
        ['scratch', 'puntos_scratch'],
      ] as const) {
        const antes = a ? Number(a[key]) : null;
        const despues = b ? b[key] : null;
        if (antes === despues || (antes !== null && despues !== null && Math.abs(antes - despues) < 0.005))
          continue;
        out.push({
          liga: ligaNames.get(ligaId) ?? ligaId,
          torneo: torneoNames.get(torneoId) ?? torneoId,
          jugador: participantNames.get(participante) ?? participante,
          puntos,
          antes,
          despues,
        });
      }
    }
  }
  return out;
}

export async function importDump(db: Db, text: string, options: ImportOptions = {}): Promise<ImportReport> {
  const progress = options.onProgress;
  const skipped: string[] = [];
  const notes: string[] = [];
  const report = (
    status: ImportReport['status'],
    message: string,
    extra: Partial<ImportReport> = {},
  ): ImportReport => ({
    status,
    message,
    counts: [],
    issues: [],
    skipped,
    notes,
    pointsDifferences: [],
    ...extra,
  });

  const state = await clubState(db, options.adminEmail);
  if (!state.empty) {
    return report(
      'refused',
      'El club ya tiene datos: solo se importa en un club vacío (aparte del administrador de ADMIN_EMAIL). Nada se ha importado.',
    );
  }

  progress?.('Leyendo el volcado…');
  const dump = parseDump(text, (f) => progress?.(`Leyendo el volcado: ${Math.round(f * 100)} %`));
  for (const ext of dump.extensions) skipped.push(`extensión ${ext}: omitida`);
  const known = new Set(['auth.users', 'auth.identities', ...PUBLIC_TABLES.map((t) => `public.${t.name}`)]);
  for (const name of new Set([...dump.created, ...dump.tables.keys()])) {
    if (known.has(name)) continue;
    if (!name.startsWith('public.') && !name.startsWith('auth.')) continue;
    const rows = dump.tables.get(name)?.rows.length ?? 0;
    skipped.push(`${name} (${rows} filas): ${NOT_IMPORTED[name] ?? 'tabla desconocida, omitida'}`);
  }
  const otherSchemas = [...dump.tables.keys()].filter(
    (n) => !n.startsWith('public.') && !n.startsWith('auth.'),
  );
  if (otherSchemas.length > 0) skipped.push(`otros esquemas omitidos: ${otherSchemas.join(', ')}`);

  const validator = new Validator(skipped);
  const prepared = validate(dump.tables, validator, notes);
  const issues = validator.issues;
  const images = options.images ? await prepareImages(options.images, prepared.tables[0]!.rows) : null;
  if (images) notes.push(...images.notes);
  else if (prepared.imagesDropped > 0)
    notes.push(
      `${prepared.imagesDropped} imagen(es) de perfil del sistema antiguo no se importan (sin --images sus direcciones dejarían de funcionar al cerrar el proyecto antiguo).`,
    );
  const counts = [
    { table: 'auth.users', rows: prepared.userRows, imported: prepared.users.length },
    { table: 'auth.identities', rows: prepared.identityRows, imported: prepared.identitiesKept },
    ...prepared.tables.map((t) => ({ table: t.spec.name, rows: t.total, imported: t.rows.length })),
  ];
  if (issues.length > 0 && !options.skipInvalid) {
    return report(
      'invalid',
      `${issues.length} fila(s) no cumplen las reglas de la aplicación: no se ha importado nada (usa --skip-invalid para importar el resto).`,
      { counts, issues },
    );
  }

  const adminEmail = options.adminEmail?.toLowerCase();
  let pointsDifferences: PointsDifference[] = [];
  try {
    await db.transaction(async (tx) => {
      if (state.bootstrap && prepared.users.some((u) => u.email === state.bootstrap!.email)) {
        // The dump holds the ADMIN_EMAIL account: the imported one (old password, history) replaces the one made
        // at start, and stays an administrator.
        await tx.delete(s.profiles).where(eq(s.profiles.user_id, state.bootstrap.id));
        await tx.delete(s.user).where(eq(s.user.id, state.bootstrap.id));
        notes.push(
          `La cuenta de ADMIN_EMAIL (${state.bootstrap.email}) es la importada, con su contraseña antigua.`,
        );
      }
      await insertChunks(tx, s.user, prepared.users, 'auth.users', progress);
      await insertChunks(tx, s.account, prepared.accounts, 'cuentas', progress);
      for (const { spec, rows } of prepared.tables) {
        progress?.(`${spec.name}: ${rows.length} filas`);
        await insertChunks(tx, spec.target, rows, spec.name, progress);
      }
      const admin = adminEmail ? prepared.users.find((u) => u.email === adminEmail) : undefined;
      if (admin)
        await tx.insert(s.userRoles).values({ user_id: admin.id, role: 'admin' }).onConflictDoNothing();
      progress?.('Comparando los puntos de liga guardados con las reglas de la aplicación…');
      pointsDifferences = await comparePoints(tx, prepared);
      if (options.dryRun) throw new DryRunRollback();
      // 'Mis Resultados' reads each row's side result beside its points (decision record 043).
      const scored = new Set(
        (prepared.tables.find((t) => t.spec.name === 'puntuaciones_liga')?.rows ?? []).map(
          (r) => r.torneo_id as string,
        ),
      );
      for (const torneoId of scored) await storeImportedSideResults(tx, torneoId);
    });
  } catch (e) {
    if (!(e instanceof DryRunRollback)) throw e;
    return report('dry-run', 'Simulación (--dry-run): no se ha escrito nada.', {
      counts,
      issues,
      pointsDifferences,
    });
  }
  if (images) notes.push(...(await saveImages(db, options.images!, images)));
  return report(
    'imported',
    issues.length > 0
      ? `Importación terminada; ${issues.length} fila(s) omitidas (--skip-invalid).`
      : 'Importación terminada.',
    { counts, issues, pointsDifferences },
  );
}
