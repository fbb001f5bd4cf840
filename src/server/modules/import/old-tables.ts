/**
 * The old app's `public` tables as the spec lists them (P§3, T§3), each with the rules of this app that a row must
 * keep to be imported (the database's checks, uniques and references, design.md §5): the importer checks every
 * row against them before writing, so that it can report every row that cannot be imported, with its reason,
 * instead of stopping at the first one the database refuses (decision record 021).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '@/server/db/schema';

export type ColumnType = 'uuid' | 'text' | 'int' | 'num' | 'bool' | 'date' | 'time' | 'timestamp' | 'json';

export interface ColumnSpec {
  type: ColumnType;
  required?: boolean;
  min?: number;
  max?: number;
  values?: readonly string[];
}

export interface RefSpec {
  /** Columns of this row… */
  columns: string[];
  /** …that name a row of this table (its key). */
  table: string;
  optional?: boolean;
}

export interface UniqueSpec {
  columns: string[];
  reason: string;
}

export interface TableSpec {
  name: string;
  target: PgTable;
  columns: Record<string, ColumnSpec>;
  /** The columns that identify a row for references; `id` unless given. */
  key?: string[];
  refs?: RefSpec[];
  uniques?: UniqueSpec[];
  check?: (row: Record<string, unknown>) => string | null;
}

const SEXOS = ['hombre', 'mujer'] as const;
const id: ColumnSpec = { type: 'uuid', required: true };
const ref = (required = true): ColumnSpec => ({ type: 'uuid', required });
const createdAt: ColumnSpec = { type: 'timestamp' };
const hole: ColumnSpec = { type: 'int', required: true, min: 1, max: 18 };
const strokes: ColumnSpec = { type: 'int', required: true, min: 1, max: 15 };
const handicapIndex: ColumnSpec = { type: 'num', min: -10, max: 54 };

function blank(v: unknown): boolean {
  return typeof v !== 'string' || v.trim().length === 0;
}

/** A participant is a member or a guest (T§3): a guest has a name and no player, a member has a player. */
function memberOrGuest(row: Record<string, unknown>): string | null {
  if (row.es_invitado === true) {
    if (blank(row.nombre_invitado)) return 'invitado sin nombre';
    if (row.jugador_id != null) return 'invitado con jugador';
    return null;
  }
  return row.jugador_id == null ? 'participante sin jugador ni invitado' : null;
}

/** In the order they are written (every reference points to an earlier table). */
export const PUBLIC_TABLES: TableSpec[] = [
  {
    name: 'profiles',
    target: s.profiles,
    columns: {
      id,
      user_id: ref(false),
      nombre: { type: 'text', required: true },
      telefono: { type: 'text' },
      email: { type: 'text' },
      fecha_nacimiento: { type: 'date' },
      fecha_entrada_pena: { type: 'date' },
      handicap: handicapIndex,
      sexo: { type: 'text', values: SEXOS },
      tramo_edad: { type: 'text', values: ['infantil', 'general', 'senior'] },
      numero_licencia_federativa: { type: 'text' },
      profile_image_url: { type: 'text' },
      created_at: createdAt,
    },
    refs: [{ columns: ['user_id'], table: 'auth.users', optional: true }],
    uniques: [{ columns: ['user_id'], reason: 'cuenta enlazada a dos jugadores' }],
    check: (r) => (blank(r.nombre) ? 'nombre vacío' : null),
  },
  {
    name: 'user_roles',
    target: s.userRoles,
    columns: { id, user_id: ref(), role: { type: 'text', required: true, values: ['admin'] } },
    refs: [{ columns: ['user_id'], table: 'auth.users' }],
    uniques: [{ columns: ['user_id', 'role'], reason: 'rol repetido' }],
  },
  {
    name: 'campos_golf',
    target: s.camposGolf,
    columns: {
      id,
      nombre: { type: 'text', required: true },
      ubicacion: { type: 'text', required: true },
      created_at: createdAt,
    },
    check: (r) => (blank(r.nombre) ? 'nombre vacío' : null),
  },
  {
    name: 'tipos_salida',
    target: s.tiposSalida,
    columns: {
      id,
      campo_id: ref(),
      nombre: { type: 'text', required: true },
      slope: { type: 'int', required: true, min: 55, max: 155 },
      course_rating: { type: 'num', min: 60, max: 80 },
      created_at: createdAt,
    },
    refs: [{ columns: ['campo_id'], table: 'campos_golf' }],
  },
  {
    name: 'hoyos_tipo_salida',
    target: s.hoyosTipoSalida,
    columns: {
      id,
      tipo_salida_id: ref(),
      numero_hoyo: hole,
      par: { type: 'int', required: true, min: 3, max: 5 },
      handicap: { type: 'int', min: 1, max: 18 },
    },
    refs: [{ columns: ['tipo_salida_id'], table: 'tipos_salida' }],
    uniques: [
      { columns: ['tipo_salida_id', 'numero_hoyo'], reason: 'hoyo repetido en la salida' },
      { columns: ['tipo_salida_id', 'handicap'], reason: 'hándicap del hoyo usado dos veces en la salida' },
    ],
  },
  {
    name: 'torneos',
    target: s.torneos,
    columns: {
      id,
      nombre: { type: 'text', required: true },
      fecha_juego: { type: 'date', required: true },
      campo_id: ref(),
      modalidad: { type: 'text', values: s.modalidadEnum.enumValues },
      metodo_desempate: { type: 'text', values: s.metodoDesempateEnum.enumValues },
      descripcion: { type: 'text' },
      activo: { type: 'bool' },
      limite_golpes_hoyo: { type: 'int', min: 0, max: 10 },
      reductor_handicap: { type: 'int', min: 0, max: 200 },
      created_at: createdAt,
    },
    refs: [{ columns: ['campo_id'], table: 'campos_golf' }],
  },
  {
    name: 'torneos_salidas',
    target: s.torneosSalidas,
    columns: {
      id,
      torneo_id: ref(),
      sexo: { type: 'text', required: true, values: SEXOS },
      tipo_salida_id: ref(),
    },
    refs: [
      { columns: ['torneo_id'], table: 'torneos' },
      { columns: ['tipo_salida_id'], table: 'tipos_salida' },
    ],
    uniques: [{ columns: ['torneo_id', 'sexo'], reason: 'dos salidas para el mismo sexo en el torneo' }],
  },
  {
    name: 'participantes_torneo',
    target: s.participantesTorneo,
    columns: {
      id,
      torneo_id: ref(),
      jugador_id: ref(false),
      handicap_torneo: { type: 'num', min: -20, max: 80 },
      es_invitado: { type: 'bool' },
      nombre_invitado: { type: 'text' },
      sexo_invitado: { type: 'text', values: SEXOS },
      handicap_invitado: handicapIndex,
      incluir_en_puntos: { type: 'bool' },
      created_at: createdAt,
    },
    refs: [
      { columns: ['torneo_id'], table: 'torneos' },
      { columns: ['jugador_id'], table: 'profiles', optional: true },
    ],
    uniques: [{ columns: ['torneo_id', 'jugador_id'], reason: 'jugador dos veces en el torneo' }],
    check: memberOrGuest,
  },
  {
    name: 'torneos_puntos_configuracion',
    target: s.torneosPuntosConfiguracion,
    columns: {
      id,
      torneo_id: ref(),
      posicion: { type: 'int', required: true, min: 1, max: 30 },
      puntos: { type: 'num', required: true, min: 0 },
    },
    refs: [{ columns: ['torneo_id'], table: 'torneos' }],
    uniques: [{ columns: ['torneo_id', 'posicion'], reason: 'posición repetida' }],
  },
  {
    name: 'partidas',
    target: s.partidas,
    columns: {
      id,
      torneo_id: ref(false),
      nombre: { type: 'text', required: true },
      fecha_juego: { type: 'date', required: true },
      hora_salida: { type: 'time', required: true },
      campo_id: ref(false),
      es_partida_personal: { type: 'bool' },
      creador_id: ref(false),
      orden_salida: { type: 'int', min: 1 },
      validada: { type: 'bool' },
      created_at: createdAt,
    },
    refs: [
      { columns: ['torneo_id'], table: 'torneos', optional: true },
      { columns: ['campo_id'], table: 'campos_golf', optional: true },
      { columns: ['creador_id'], table: 'profiles', optional: true },
    ],
    check: (r) => {
      if (blank(r.nombre)) return 'nombre vacío';
      if (r.es_partida_personal === true)
        return r.campo_id == null
          ? 'partida personal sin campo'
          : r.torneo_id != null
            ? 'partida personal con torneo'
            : null;
      return r.torneo_id == null ? 'partida de torneo sin torneo' : null;
    },
  },
  {
    name: 'partidas_participantes',
    target: s.partidasParticipantes,
    columns: {
      id,
      partida_id: ref(),
      participante_id: ref(),
      posicion_grupo: { type: 'int', required: true, min: 1, max: 4 },
    },
    refs: [
      { columns: ['partida_id'], table: 'partidas' },
      { columns: ['participante_id'], table: 'participantes_torneo' },
    ],
    uniques: [
      { columns: ['participante_id'], reason: 'participante en dos partidas' },
      { columns: ['partida_id', 'posicion_grupo'], reason: 'dos jugadores en el mismo puesto de la partida' },
    ],
  },
  {
    name: 'resultados_hoyo',
    target: s.resultadosHoyo,
    columns: { id, participante_id: ref(), numero_hoyo: hole, golpes: strokes },
    refs: [{ columns: ['participante_id'], table: 'participantes_torneo' }],
    uniques: [{ columns: ['participante_id', 'numero_hoyo'], reason: 'dos resultados del mismo hoyo' }],
  },
  {
    name: 'resultados_torneo',
    target: s.resultadosTorneo,
    columns: {
      id,
      participante_id: ref(),
      golpes_brutos: { type: 'int', required: true, min: 0 },
      golpes_netos: { type: 'int', required: true },
    },
    refs: [{ columns: ['participante_id'], table: 'participantes_torneo' }],
    uniques: [{ columns: ['participante_id'], reason: 'dos resultados del mismo participante' }],
  },
  {
    name: 'clasificaciones_torneo',
    target: s.clasificacionesTorneo,
    columns: {
      id,
      torneo_id: ref(),
      participante_id: ref(),
      posicion: { type: 'int', required: true, min: 1 },
      posicion_scratch: { type: 'int', min: 1 },
      posicion_handicap: { type: 'int', min: 1 },
    },
    refs: [
      { columns: ['torneo_id'], table: 'torneos' },
      { columns: ['participante_id'], table: 'participantes_torneo' },
    ],
    uniques: [{ columns: ['torneo_id', 'participante_id'], reason: 'participante clasificado dos veces' }],
  },
  {
    name: 'ligas',
    target: s.ligas,
    columns: {
      id,
      nombre: { type: 'text', required: true },
      descripcion: { type: 'text' },
      activa: { type: 'bool' },
      fecha_inicio: { type: 'date' },
      fecha_fin: { type: 'date' },
      sistema_puntuacion: { type: 'text' },
      numero_torneos_descartados: { type: 'int', min: 0 },
      created_at: createdAt,
    },
    check: (r) => {
      if (blank(r.nombre)) return 'nombre vacío';
      const sistema = r.sistema_puntuacion;
      if (typeof sistema === 'string' && sistema !== 'cervecita' && !sistema.startsWith('om_'))
        return `sistema de puntuación desconocido (${sistema})`;
      if (
        typeof r.fecha_inicio === 'string' &&
        typeof r.fecha_fin === 'string' &&
        r.fecha_inicio > r.fecha_fin
      )
        return 'la fecha de inicio es posterior a la de fin';
      return null;
    },
  },
  {
    name: 'ligas_torneos',
    target: s.ligasTorneos,
    key: ['liga_id', 'torneo_id'],
    columns: { liga_id: ref(), torneo_id: ref(), orden_torneo: { type: 'int' } },
    refs: [
      { columns: ['liga_id'], table: 'ligas' },
      { columns: ['torneo_id'], table: 'torneos' },
    ],
    uniques: [{ columns: ['liga_id', 'torneo_id'], reason: 'torneo dos veces en la liga' }],
  },
  {
    name: 'puntuaciones_liga',
    target: s.puntuacionesLiga,
    columns: {
      id,
      liga_id: ref(),
      torneo_id: ref(),
      participante_id: ref(),
      posicion_handicap: { type: 'int' },
      posicion_scratch: { type: 'int' },
      puntos_handicap: { type: 'num', required: true, min: 0 },
      puntos_scratch: { type: 'num', required: true, min: 0 },
    },
    refs: [
      { columns: ['liga_id', 'torneo_id'], table: 'ligas_torneos' },
      { columns: ['participante_id'], table: 'participantes_torneo' },
    ],
    uniques: [
      { columns: ['liga_id', 'torneo_id', 'participante_id'], reason: 'puntos repetidos del participante' },
    ],
  },
  {
    name: 'participantes_partida_personal',
    target: s.participantesPartidaPersonal,
    columns: {
      id,
      partida_id: ref(),
      jugador_id: ref(false),
      es_invitado: { type: 'bool' },
      nombre_invitado: { type: 'text' },
      handicap_invitado: handicapIndex,
      sexo_invitado: { type: 'text', values: SEXOS },
      handicap_partida: { type: 'num', min: -20, max: 80 },
    },
    refs: [
      { columns: ['partida_id'], table: 'partidas' },
      { columns: ['jugador_id'], table: 'profiles', optional: true },
    ],
    uniques: [{ columns: ['partida_id', 'jugador_id'], reason: 'jugador dos veces en la partida' }],
    check: memberOrGuest,
  },
  {
    name: 'resultados_hoyo_partida_personal',
    target: s.resultadosHoyoPartidaPersonal,
    columns: { id, participante_id: ref(), numero_hoyo: hole, golpes: strokes },
    refs: [{ columns: ['participante_id'], table: 'participantes_partida_personal' }],
    uniques: [{ columns: ['participante_id', 'numero_hoyo'], reason: 'dos resultados del mismo hoyo' }],
  },
];

/** The old platform's auth tables the importer reads, with the columns it uses. */
export const AUTH_USER_COLUMNS: Record<string, ColumnSpec> = {
  id,
  email: { type: 'text', required: true },
  encrypted_password: { type: 'text' },
  email_confirmed_at: { type: 'timestamp' },
  raw_user_meta_data: { type: 'json' },
  created_at: createdAt,
  updated_at: { type: 'timestamp' },
  deleted_at: { type: 'timestamp' },
};

export const AUTH_IDENTITY_COLUMNS: Record<string, ColumnSpec> = {
  id: { type: 'text' },
  user_id: ref(),
  provider: { type: 'text', required: true },
  provider_id: { type: 'text' },
  identity_data: { type: 'json' },
  created_at: createdAt,
};

/** Tables of the old platform that are deliberately not imported (decision record 021). */
export const NOT_IMPORTED: Record<string, string> = {
  'auth.sessions': 'sesiones del sistema antiguo: no se importan',
  'auth.refresh_tokens': 'tokens de sesión del sistema antiguo: no se importan',
};

/** PostgreSQL's text form of a value → the JS value of its type, or an error text. */
export function coerce(raw: string | null, spec: ColumnSpec): { value: unknown } | { error: string } {
  if (raw === null || (raw === '' && spec.type !== 'text')) {
    return spec.required ? { error: 'vacío' } : { value: null };
  }
  let value: unknown;
  switch (spec.type) {
    case 'uuid':
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw))
        return { error: 'no es un id' };
      value = raw.toLowerCase();
      break;
    case 'text':
      value = raw;
      break;
    case 'int':
      if (!/^-?\d+$/.test(raw)) return { error: `no es un número entero (${raw})` };
      value = Number(raw);
      break;
    case 'num': {
      const n = Number(raw);
      if (!Number.isFinite(n)) return { error: `no es un número (${raw})` };
      value = n;
      break;
    }
    case 'bool':
      if (/^(t|true)$/i.test(raw)) value = true;
      else if (/^(f|false)$/i.test(raw)) value = false;
      else return { error: `no es verdadero o falso (${raw})` };
      break;
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return { error: `no es una fecha (${raw})` };
      value = raw;
      break;
    case 'time':
      if (!/^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(raw)) return { error: `no es una hora (${raw})` };
      value = raw;
      break;
    case 'timestamp': {
      const iso = raw.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return { error: `no es una fecha y hora (${raw})` };
      value = d;
      break;
    }
    case 'json':
      try {
        value = JSON.parse(raw) as unknown;
      } catch {
        return { error: 'JSON no válido' };
      }
      break;
  }
  if (typeof value === 'number') {
    if (spec.min !== undefined && value < spec.min)
      return { error: `fuera de rango (${raw}; mínimo ${spec.min})` };
    if (spec.max !== undefined && value > spec.max)
      return { error: `fuera de rango (${raw}; máximo ${spec.max})` };
  }
  if (spec.values && !spec.values.includes(value as string)) return { error: `valor no admitido (${raw})` };
  return { value };
}
