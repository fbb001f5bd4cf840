import { useState } from 'react';
import { formatHandicap } from '@/shared/domain/handicap-text';
import {
  PLAYER_IMPORT_FIELDS,
  type TPlayerImportField,
  type TPlayerImportOptions,
  type TPlayerImportPreview,
} from '@/shared/schemas/player-import';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useImportPlayers, usePreviewPlayerImport } from '@/web/features/admin-players/api/player-import';
import { SpreadsheetInput } from '@/web/features/admin-players/components/spreadsheet-input';
import { errorMessage } from '@/web/lib/api-client';
import { plural } from '@/web/lib/plural';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

type Fila = TPlayerImportPreview['filas'][number];
const SEX_LABEL = { hombre: 'Hombre', mujer: 'Mujer' } as const;

/** The value a preview cell shows for a field: what the row becomes, or what was read when it has errors. */
function shown(f: Fila, field: TPlayerImportField): string {
  const read = f.valores[field] ?? '';
  const j = f.jugador;
  if (field === 'nombre')
    return j?.nombre ?? [f.valores.nombre, f.valores.apellidos].filter(Boolean).join(' ');
  if (field === 'sexo') {
    const sexo = j?.sexo ? SEX_LABEL[j.sexo] : null;
    if (!sexo) return read;
    return read === '' || read.toLowerCase() === sexo.toLowerCase() ? sexo : `${read} → ${sexo}`;
  }
  if (field === 'handicap' && j) return formatHandicap(j.handicap);
  return read;
}

/**
 * 'Importar jugadores' (decision records 021 and 030): a CSV or Excel file, a preview of its rows with every column
 * it will write and the value read, each column's field to choose (guessed from the header; 'Apellidos' joins
 * 'Nombre'), what 'M' means when the Sexo column does not tell, and each row's errors. Nothing is written until
 * 'Importar', which creates the rows without errors in one transaction.
 */
export const ImportPlayersDialog = freshOnOpen(function ImportPlayersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = usePreviewPlayerImport();
  const [file, setFile] = useState<File | null>(null);
  const [opciones, setOpciones] = useState<TPlayerImportOptions>({});
  const [data, setData] = useState<TPlayerImportPreview | null>(null);
  const importing = useImportPlayers({
    onSuccess: ({ creados }) => {
      toastSuccess('Jugadores importados', `${creados} jugadores creados`);
      onOpenChange(false);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const read = (f: File, o: TPlayerImportOptions) => {
    setFile(f);
    setOpciones(o);
    preview.mutate(
      { file: f, opciones: o },
      { onSuccess: setData, onError: (e) => toastError('Error', errorMessage(e)) },
    );
  };
  const mapColumn = (k: number, campo: TPlayerImportField | null) => {
    if (!file || !data) return;
    const columnas = data.columnas.map((c, i) => (i === k ? campo : c.campo === campo ? null : c.campo));
    read(file, { ...opciones, columnas });
  };

  const ready = data?.filas.flatMap((f) => (f.jugador ? [f.jugador] : [])) ?? [];
  const withErrors = data ? data.filas.length - ready.length : 0;
  const mapped = new Set(data?.columnas.flatMap((c) => (c.campo ? [c.campo] : [])));
  // Apellidos are shown joined to the name, in the name's column; sex and handicap first, seen on a phone too.
  const fields = (
    ['nombre', 'sexo', 'handicap', ...Object.keys(PLAYER_IMPORT_FIELDS)] as TPlayerImportField[]
  )
    .filter((f, i, all) => all.indexOf(f) === i)
    .filter((f) => f !== 'apellidos' && (mapped.has(f) || (f === 'nombre' && mapped.has('apellidos'))));
  const mustChoose = data?.sexo?.ambigua === true && data.sexo.m === null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Importar jugadores</DialogTitle>
          <DialogDescription>
            Una fila por jugador: Nombre (o Nombre y Apellidos), Email, Teléfono, Fecha de nacimiento, Fecha
            de entrada, Hándicap, Sexo, Tramo de edad y Licencia. Revisa qué se guarda en cada columna; no se
            guarda nada hasta pulsar Importar.
          </DialogDescription>
        </DialogHeader>
        <SpreadsheetInput
          disabled={preview.isPending || importing.isPending}
          onFile={(f) => {
            setData(null);
            read(f, {});
          }}
        />
        {data && (
          <div className="grid min-w-0 gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Columnas de la hoja</legend>
              <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
                {data.columnas.map((c, k) => {
                  const id = `columna-${k}`;
                  const name = c.encabezado || `Columna ${k + 1}`;
                  return (
                    <div key={k} className="grid gap-1">
                      <Label htmlFor={id} className="truncate text-xs text-muted-foreground">
                        {name}
                      </Label>
                      <NativeSelect
                        id={id}
                        aria-label={`Columna ${name}`}
                        className="h-10 px-2 text-sm"
                        value={c.campo ?? ''}
                        disabled={preview.isPending}
                        onChange={(e) => mapColumn(k, (e.target.value || null) as TPlayerImportField | null)}
                      >
                        <option value="">No importar</option>
                        {(Object.keys(PLAYER_IMPORT_FIELDS) as TPlayerImportField[]).map((f) => (
                          <option key={f} value={f}>
                            {PLAYER_IMPORT_FIELDS[f]}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            {data.sexo?.ambigua ? (
              <fieldset
                className={cn(
                  'grid gap-2 rounded-lg border p-3',
                  mustChoose ? 'border-gold bg-gold/10' : 'border-border',
                )}
              >
                <legend className="float-left mb-1 w-full text-sm font-medium">
                  La columna Sexo solo tiene &apos;M&apos;: ¿qué significa?
                </legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {(['mujer', 'hombre'] as const).map((value) => (
                    <label
                      key={value}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-ring',
                        (opciones.m_significa ?? data.sexo?.m) === value
                          ? 'border-primary bg-secondary text-secondary-foreground'
                          : 'border-input bg-card hover:bg-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name="m-significa"
                        value={value}
                        checked={(opciones.m_significa ?? data.sexo?.m) === value}
                        disabled={preview.isPending}
                        onChange={() => file && read(file, { ...opciones, m_significa: value })}
                        className="size-4 accent-(--color-primary)"
                      />
                      {value === 'mujer' ? 'M significa Mujer' : 'M significa Masculino'}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : data.sexo?.m ? (
              <p className="text-sm text-muted-foreground">
                {data.sexo.m === 'hombre'
                  ? "En la columna Sexo, 'M' es Masculino (la columna usa M y F)."
                  : "En la columna Sexo, 'M' es Mujer (la columna usa H y M)."}
              </p>
            ) : null}
            <p className="text-sm font-medium" aria-live="polite">
              {plural(ready.length, 'jugador listo', 'jugadores listos')} para importar ·{' '}
              {plural(withErrors, 'fila', 'filas')} con errores
            </p>
            <div className="max-h-80 min-w-0 overflow-auto">
              <Table aria-label="Vista previa">
                <TableHeader>
                  <TableRow>
                    <TableHead>Fila</TableHead>
                    {fields.map((f) => (
                      <TableHead key={f} className={f === 'handicap' ? 'text-right' : undefined}>
                        {PLAYER_IMPORT_FIELDS[f]}
                      </TableHead>
                    ))}
                    <TableHead>Estado</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.filas.map((f) => (
                    <TableRow key={f.fila} data-fila={f.fila}>
                      <TableCell>{f.fila}</TableCell>
                      {fields.map((field) => (
                        <TableCell
                          key={field}
                          className={cn(
                            field === 'handicap' && 'text-right tabular-nums',
                            field === 'nombre' && 'min-w-40 font-medium',
                          )}
                        >
                          {shown(f, field)}
                        </TableCell>
                      ))}
                      <TableCell
                        className={cn(
                          'min-w-40',
                          f.errores.length > 0 ? 'text-destructive' : 'text-green-700',
                        )}
                      >
                        {f.errores.length > 0 ? f.errores.join('; ') : 'Correcto'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            disabled={ready.length === 0 || mustChoose || preview.isPending || importing.isPending}
            onClick={() => importing.mutate({ jugadores: ready })}
          >
            {importing.isPending ? 'Importando...' : 'Importar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
