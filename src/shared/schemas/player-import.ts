/**
 * 'Importar jugadores' and 'Actualizar hándicaps' in /admin/jugadores (decision record 021): a spreadsheet is read
 * on the server into a preview (columns mapped, each row's errors in Spanish, duplicates by e-mail or licence);
 * nothing is written until the administrator confirms, then in one transaction.
 */
import { z } from 'zod';
import { ZCreatePlayerRequest, ZPlayerHandicap } from './admin-players';
import { ZIsoDate, ZUuid } from './common';

export const PLAYER_IMPORT_MESSAGES = {
  noFile: 'Selecciona un archivo CSV o Excel',
  unreadable: 'No se pudo leer el archivo: guárdalo como CSV o Excel (.xlsx)',
  empty: 'El archivo no tiene filas de datos',
  tooLarge: 'El archivo no puede superar 2 MB',
  tooManyRows: 'El archivo tiene demasiadas filas (máximo 2000)',
  sheetTooBig: 'La hoja es demasiado grande: como máximo 2.000 filas y 50 columnas',
  noNameColumn: 'No se encontró la columna Nombre',
  noKeyColumn: 'No se encontró la columna Licencia ni la columna Email',
  noHandicapColumn: 'No se encontró la columna Hándicap',
  duplicateEmail: 'Ya existe un jugador con este email',
  duplicateLicence: 'Ya existe un jugador con esta licencia',
  repeatedInFile: 'Repetido en el archivo',
  playerNotFound: 'No hay ningún jugador con esta licencia o email',
  nothingToImport: 'No hay jugadores que importar',
  sexAmbiguous: "Indica qué significa 'M' en la columna Sexo",
  date: 'Fecha no válida',
  confirmResults:
    'Algunos torneos próximos ya tienen resultados: sus hándicaps de juego y su clasificación cambiarán. Confirma el cambio.',
} as const;

export const MAX_IMPORT_ROWS = 2000;
/** Columns a sheet may have (the profile has nine fields; a club's sheet has a few more). */
export const MAX_SHEET_COLUMNS = 50;

/** The profile fields a spreadsheet column can be mapped to, with their labels (Spanish, as the screen shows). */
export const PLAYER_IMPORT_FIELDS = {
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  email: 'Email',
  telefono: 'Teléfono',
  fecha_nacimiento: 'Fecha de nacimiento',
  fecha_entrada_pena: 'Fecha de entrada',
  handicap: 'Hándicap',
  sexo: 'Sexo',
  tramo_edad: 'Tramo de edad',
  numero_licencia_federativa: 'Licencia',
} as const;
export type TPlayerImportField = keyof typeof PLAYER_IMPORT_FIELDS;
const ZField = z.enum(Object.keys(PLAYER_IMPORT_FIELDS) as [TPlayerImportField, ...TPlayerImportField[]]);

export const ZImportColumn = z.object({ encabezado: z.string(), campo: ZField.nullable() });

/**
 * A player as the import writes it: the body of 'Nuevo jugador', except that the birth date may be empty — the sheet
 * is what the club has (decision record 030); the players list flags it and the member's profile asks for it.
 */
export const ZImportPlayer = ZCreatePlayerRequest.extend({
  fecha_nacimiento: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), ZIsoDate.nullish())
    .transform((v) => v ?? null),
});
export type TImportPlayer = z.output<typeof ZImportPlayer>;

/** What 'M' means in a Sexo column: Mujer (H/M, V/M sheets) or Masculino (M/F sheets). */
export const ZSexMeaning = z.enum(['hombre', 'mujer']);

/**
 * The administrator's choices in the preview (multipart field `opciones`, JSON): the field of each column in the
 * sheet's order (null: not imported), and what 'M' means when the Sexo column does not tell.
 */
export const ZPlayerImportOptions = z.object({
  columnas: z.array(ZField.nullable()).max(MAX_SHEET_COLUMNS).optional(),
  m_significa: ZSexMeaning.optional(),
});
export type TPlayerImportOptions = z.infer<typeof ZPlayerImportOptions>;

const ZDuplicate = z.object({
  jugador_id: ZUuid.nullable(),
  nombre: z.string(),
  por: z.enum(['email', 'licencia', 'archivo']),
});

/** POST /api/admin/players/import/preview (multipart, field `archivo`). */
export const ZPlayerImportPreview = z.object({
  columnas: z.array(ZImportColumn),
  /**
   * How the Sexo column was read, when one is mapped: `m` is what 'M' means (null: no 'M' in the column, or not yet
   * chosen); `ambigua` when the column alone does not tell (only 'M' values) and the administrator must choose.
   */
  sexo: z.object({ m: ZSexMeaning.nullable(), ambigua: z.boolean() }).nullable(),
  filas: z.array(
    z.object({
      /** The row's number in the spreadsheet (the header is row 1). */
      fila: z.number().int(),
      /** What the row becomes: the body of a new player, or null when it has errors. */
      jugador: ZImportPlayer.nullable(),
      /** The values as read, by field, for the preview table. */
      valores: z.record(z.string(), z.string()),
      errores: z.array(z.string()),
      duplicado: ZDuplicate.nullable(),
    }),
  ),
});
export type TPlayerImportPreview = z.infer<typeof ZPlayerImportPreview>;

/** POST /api/admin/players/import: the previewed rows without errors nor duplicates, written in one transaction. */
export const ZPlayerImportRequest = z.object({
  jugadores: z
    .array(ZImportPlayer)
    .min(1, { message: PLAYER_IMPORT_MESSAGES.nothingToImport })
    .max(MAX_IMPORT_ROWS, { message: PLAYER_IMPORT_MESSAGES.tooManyRows }),
});
export type TPlayerImportRequest = z.input<typeof ZPlayerImportRequest>;
export const ZPlayerImportResponse = z.object({ creados: z.number().int() });

/** POST /api/admin/players/handicaps/preview (multipart, field `archivo`): licence or e-mail, and handicap. */
export const ZHandicapPreview = z.object({
  columnas: z.array(ZImportColumn),
  filas: z.array(
    z.object({
      fila: z.number().int(),
      clave: z.string(),
      jugador: z.object({ id: ZUuid, nombre: z.string(), antes: z.number().nullable() }).nullable(),
      despues: z.number().nullable(),
      errores: z.array(z.string()),
    }),
  ),
});
export type THandicapPreview = z.infer<typeof ZHandicapPreview>;

/** POST /api/admin/players/handicaps. */
export const ZHandicapUpdateRequest = z.object({
  cambios: z
    .array(z.object({ jugador_id: ZUuid, handicap: ZPlayerHandicap }))
    .min(1, { message: 'No hay hándicaps que actualizar' })
    .max(MAX_IMPORT_ROWS, { message: PLAYER_IMPORT_MESSAGES.tooManyRows }),
  /** Needed when an upcoming tournament of these players already has results (409 without it). */
  confirmar_cambios: z.boolean().optional(),
});
export type THandicapUpdateRequest = z.input<typeof ZHandicapUpdateRequest>;
export const ZHandicapUpdateResponse = z.object({
  actualizados: z.number().int(),
  torneos: z.array(z.object({ id: ZUuid, nombre: z.string(), handicaps_de_juego: z.number().int() })),
});
export type THandicapUpdateResponse = z.infer<typeof ZHandicapUpdateResponse>;
