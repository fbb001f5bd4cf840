import { ArrowDownIcon, ArrowUpIcon, PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatHandicap, parseHandicap } from '@/shared/domain';
import {
  CATEGORY_KIND_LABELS,
  ZCategoriesConfig,
  type CategoryKind,
  type TCategoriesConfig,
  type TCategoryDefinition,
} from '@/shared/schemas/categories';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { FieldError } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';

/** A category as the form edits it: numbers as typed. */
interface Row {
  key: number;
  nombre: string;
  tipo: CategoryKind;
  desde: string;
  hasta: string;
  partes: '2' | '3';
  parte: string;
  sexo: 'hombre' | 'mujer';
  grupo: 'senior' | 'junior';
  edad: string;
  clasificacion: 'handicap' | 'scratch';
  premios: string;
}

let nextKey = 1;
const blank = (): Row => ({
  key: nextKey++,
  nombre: '',
  tipo: 'indice',
  desde: '',
  hasta: '',
  partes: '2',
  parte: '1',
  sexo: 'mujer',
  grupo: 'senior',
  edad: '55',
  clasificacion: 'handicap',
  premios: '3',
});

const indexText = (v: number | null) => (v === null ? '' : formatHandicap(v));

function toRow(c: TCategoryDefinition): Row {
  const row: Row = {
    ...blank(),
    nombre: c.nombre,
    clasificacion: c.clasificacion,
    premios: String(c.premios),
  };
  const k = c.criterio;
  switch (k.tipo) {
    case 'todos':
      return { ...row, tipo: 'todos' };
    case 'indice':
      return { ...row, tipo: 'indice', desde: indexText(k.desde), hasta: indexText(k.hasta) };
    case 'mitades':
      return { ...row, tipo: 'mitades', partes: k.partes === 3 ? '3' : '2', parte: String(k.parte) };
    case 'sexo':
      return { ...row, tipo: 'sexo', sexo: k.sexo };
    case 'edad':
      return { ...row, tipo: 'edad', grupo: k.grupo, edad: String(k.edad) };
  }
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function toDefinition(r: Row): unknown {
  const criterio =
    r.tipo === 'todos'
      ? { tipo: 'todos' }
      : r.tipo === 'indice'
        ? { tipo: 'indice', desde: parseHandicap(r.desde), hasta: parseHandicap(r.hasta) }
        : r.tipo === 'mitades'
          ? { tipo: 'mitades', partes: Number(r.partes), parte: Number(r.parte) }
          : r.tipo === 'sexo'
            ? { tipo: 'sexo', sexo: r.sexo }
            : { tipo: 'edad', grupo: r.grupo, edad: numberOf(r.edad) };
  return { nombre: r.nombre, criterio, clasificacion: r.clasificacion, premios: numberOf(r.premios) };
}

/**
 * The editor of a list of 'Categorías' (decision record 041): each with its kind, bounds, ranking and prizes, in the
 * order the prizes are awarded, and 'Premios no acumulables'. A tournament's card and the club's defaults for new
 * tournaments (decision record 044) use it; `onSave` receives the parsed configuration. Give it a `key` that
 * changes with the saved configuration, so that it starts again from what was stored.
 */
export function CategoriesEditor({
  config,
  onSave,
  saving,
  emptyText,
}: {
  config: TCategoriesConfig;
  onSave: (config: TCategoriesConfig) => void;
  saving: boolean;
  emptyText: string;
}) {
  const [rows, setRows] = useState<Row[]>(() => config.categorias.map(toRow));
  const [noAcumulables, setNoAcumulables] = useState(config.no_acumulables);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const update = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const submit = () => {
    const parsed = ZCategoriesConfig.safeParse({
      no_acumulables: noAcumulables,
      categorias: rows.map(toDefinition),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSave(parsed.data);
  };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((r, i) => (
            <li
              key={r.key}
              aria-label={`Categoría ${i + 1}`}
              className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[2rem_1fr_10rem_auto] sm:items-end"
            >
              <span className="text-sm font-semibold text-muted-foreground sm:pb-3">{i + 1}.</span>
              <div className="grid gap-2 sm:grid-cols-2">
                <Field label="Nombre">
                  <Input
                    aria-label={`Nombre de la categoría ${i + 1}`}
                    value={r.nombre}
                    maxLength={40}
                    onChange={(e) => update(r.key, { nombre: e.target.value })}
                  />
                </Field>
                <Field label="Tipo">
                  <NativeSelect
                    aria-label={`Tipo de la categoría ${i + 1}`}
                    value={r.tipo}
                    onChange={(e) => update(r.key, { tipo: e.target.value as CategoryKind })}
                  >
                    {Object.entries(CATEGORY_KIND_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <CriterionFields row={r} index={i} update={(patch) => update(r.key, patch)} />
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
                <Field label="Clasificación">
                  <NativeSelect
                    aria-label={`Clasificación de la categoría ${i + 1}`}
                    value={r.clasificacion}
                    onChange={(e) => update(r.key, { clasificacion: e.target.value as Row['clasificacion'] })}
                  >
                    <option value="handicap">Hándicap</option>
                    <option value="scratch">Scratch</option>
                  </NativeSelect>
                </Field>
                <Field label="Premios">
                  <Input
                    aria-label={`Premios de la categoría ${i + 1}`}
                    inputMode="numeric"
                    value={r.premios}
                    onChange={(e) => update(r.key, { premios: e.target.value })}
                  />
                </Field>
              </div>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Subir la categoría ${i + 1}`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpIcon />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Bajar la categoría ${i + 1}`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownIcon />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Quitar la categoría ${i + 1}`}
                  onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                >
                  <Trash2Icon />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={`${id}-noacum`}
          checked={noAcumulables}
          onCheckedChange={(v) => setNoAcumulables(v === true)}
        />
        <Label htmlFor={`${id}-noacum`}>Premios no acumulables</Label>
      </div>
      <FieldError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setRows((list) => [...list, blank()])}>
          <PlusIcon />
          Añadir categoría
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : <SaveIcon />}
          Guardar categorías
        </Button>
      </div>
    </form>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="grid gap-1 text-xs font-medium text-muted-foreground">
      {label}
      {children}
    </label>
  );
}

function CriterionFields({
  row: r,
  index: i,
  update,
}: {
  row: Row;
  index: number;
  update: (patch: Partial<Row>) => void;
}) {
  const n = i + 1;
  switch (r.tipo) {
    case 'todos':
      return null;
    case 'indice':
      // One above the other on a phone: side by side, 'Sin límite' would not fit beside the ± key.
      return (
        <div className="grid gap-2 min-[420px]:grid-cols-2 sm:col-span-2">
          <Field label="Índice desde">
            <DecimalInput
              signed
              aria-label={`Índice desde de la categoría ${n}`}
              placeholder="Sin límite"
              value={r.desde}
              onChange={(e) => update({ desde: e.target.value })}
            />
          </Field>
          <Field label="Índice hasta">
            <DecimalInput
              signed
              aria-label={`Índice hasta de la categoría ${n}`}
              placeholder="Sin límite"
              value={r.hasta}
              onChange={(e) => update({ hasta: e.target.value })}
            />
          </Field>
        </div>
      );
    case 'mitades':
      return (
        <div className="grid grid-cols-2 gap-2 sm:col-span-2">
          <Field label="Grupos">
            <NativeSelect
              aria-label={`Grupos de la categoría ${n}`}
              value={r.partes}
              onChange={(e) => update({ partes: e.target.value as Row['partes'], parte: '1' })}
            >
              <option value="2">Mitades (2)</option>
              <option value="3">Tercios (3)</option>
            </NativeSelect>
          </Field>
          <Field label="Grupo">
            <NativeSelect
              aria-label={`Grupo de la categoría ${n}`}
              value={r.parte}
              onChange={(e) => update({ parte: e.target.value })}
            >
              {Array.from({ length: Number(r.partes) }, (_, k) => (
                <option key={k} value={String(k + 1)}>
                  {k === 0
                    ? '1º (índices más bajos)'
                    : k + 1 === Number(r.partes)
                      ? `${k + 1}º (índices más altos)`
                      : `${k + 1}º`}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      );
    case 'sexo':
      return (
        <Field label="Sexo">
          <NativeSelect
            aria-label={`Sexo de la categoría ${n}`}
            value={r.sexo}
            onChange={(e) => update({ sexo: e.target.value as Row['sexo'] })}
          >
            <option value="mujer">Damas</option>
            <option value="hombre">Caballeros</option>
          </NativeSelect>
        </Field>
      );
    case 'edad':
      return (
        <div className="grid grid-cols-2 gap-2 sm:col-span-2">
          <Field label="Edad">
            <NativeSelect
              aria-label={`Edad de la categoría ${n}`}
              value={r.grupo}
              onChange={(e) => {
                const grupo = e.target.value as Row['grupo'];
                update({ grupo, edad: grupo === 'senior' ? '55' : '18' });
              }}
            >
              <option value="senior">Senior (desde)</option>
              <option value="junior">Júnior (menores de)</option>
            </NativeSelect>
          </Field>
          <Field label="Años">
            <Input
              aria-label={`Años de la categoría ${n}`}
              inputMode="numeric"
              value={r.edad}
              onChange={(e) => update({ edad: e.target.value })}
            />
          </Field>
        </div>
      );
  }
}
