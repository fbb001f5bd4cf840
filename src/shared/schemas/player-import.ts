/**
 * 'Importar jugadores' and 'Actualizar hándicaps' in /admin/jugadores (decision record 021): a spreadsheet is read
 * on the server into a preview (columns mapped, each row's errors in Spanish, duplicates by e-mail or licence);
 * nothing is written until the administrator confirms, then in one transaction.
 */
import { z } from 'zod';
import { ZCreatePlayerRequest, ZPlayerHandicap } from './admin-players';
import { ZUuid } from './common';

export const PLAYER_IMPORT_MESSAGES = {
  noFile: 'Selecciona un archivo CSV o Excel',
  unreadable: 'No se pudo leer el archivo: guárdalo como CSV o Excel (.xlsx)',
  empty: 'El archivo no tiene filas de datos',
  tooLarge: 'El archivo no puede superar 2 MB',
  tooManyRows: 'El archivo tiene demasiadas filas (máximo 2000)',
  noNameColumn: 'No se encontró la columna Nombre',
  noKeyColumn: 'No se encontró la columna Licencia ni la columna Email',
  noHandicapColumn: 'No se encontró la columna Hándicap',
  duplicateEmail: 'Ya existe un jugador con este email',
  duplicateLicence: 'Ya existe un jugador con esta licencia',
  repeatedInFile: 'Repetido en el archivo',
  playerNotFound: 'No hay ningún jugador con esta licencia o email',
  nothingToImport: 'No hay jugadores que importar',
  confirmResults:
    'Algunos torneos próximos ya tienen resultados: sus hándicaps de juego y su clasificación cambiarán. Confirma el cambio.',
} as const;

export const MAX_IMPORT_ROWS = 2000;

/** The profile fields a spreadsheet column can be mapped to, with their labels (Spanish, as the screen shows). */
export const PLAYER_IMPORT_FIELDS = {
  nombre: 'Nombre',
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

const ZDuplicate = z.object({
  jugador_id: ZUuid.nullable(),
  nombre: z.string(),
  por: z.enum(['email', 'licencia', 'archivo']),
});

/** POST /api/admin/players/import/preview (multipart, field `archivo`). */
export const ZPlayerImportPreview = z.object({
  columnas: z.array(ZImportColumn),
  filas: z.array(
    z.object({
      /** The row's number in the spreadsheet (the header is row 1). */
      fila: z.number().int(),
      /** What the row becomes: the body of a new player, or null when it has errors. */
      jugador: ZCreatePlayerRequest.nullable(),
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
    .array(ZCreatePlayerRequest)
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
