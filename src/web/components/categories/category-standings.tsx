import { TrophyIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import {
  categoryStandings,
  formatOf,
  formatSideResult,
  type CategoryStandings as List,
} from '@/shared/domain';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { cn } from '@/web/lib/utils';

const MODE_LABEL = { handicap: 'Hándicap', scratch: 'Scratch' } as const;
const prizeText = (premio: number) => `${premio}º premio`;

/** A tournament's categories: the configuration and each category's side ids (decided on the server). */
export interface TournamentCategoriesData {
  config: TCategoriesConfig;
  miembros: readonly (readonly string[])[];
}

/**
 * 'Categorías' of a tournament's standings (decision record 041): a tab per category with its list in the format's
 * ranking, re-ranked live from the same inputs as the general standings, and 'Premiados' with every category's
 * prize winners ('Premios no acumulables' skip a side that already won). Nothing when the tournament has none.
 * With `general` (the public link), the general standings come first as the 'General' tab, chosen at the start,
 * and there is no heading of its own; otherwise it is a 'Categorías' section opening on 'Premiados'.
 */
export function CategoryStandings({
  inputs,
  categories,
  general,
}: {
  inputs: TStandingsInputs;
  categories: TournamentCategoriesData | null | undefined;
  general?: ReactNode;
}) {
  const lists = useMemo(
    () =>
      categories && categories.config.categorias.length > 0
        ? categoryStandings(inputs, categories.config, categories.miembros)
        : null,
    [inputs, categories],
  );
  if (!lists || !categories) return general ?? null;
  const format = formatOf(inputs.torneo);
  const tabs = (
    <Tabs defaultValue={general ? 'general' : 'premiados'}>
      <div className="overflow-x-auto print:hidden">
        <TabsList aria-label="Categoría" className="w-max min-w-full">
          {general ? <TabsTrigger value="general">General</TabsTrigger> : null}
          {lists.map((c, i) => (
            <TabsTrigger key={c.categoria.nombre} value={`c${i}`}>
              {c.categoria.nombre}
            </TabsTrigger>
          ))}
          <TabsTrigger value="premiados">
            <TrophyIcon className="size-4" aria-hidden />
            Premiados
          </TabsTrigger>
        </TabsList>
      </div>
      {general ? (
        <TabsContent value="general" className="grid grid-cols-1 gap-4">
          {general}
        </TabsContent>
      ) : null}
      {lists.map((c, i) => (
        <TabsContent key={c.categoria.nombre} value={`c${i}`}>
          <CategoryList list={c} format={format} noAcumulables={categories.config.no_acumulables} />
        </TabsContent>
      ))}
      <TabsContent value="premiados">
        <Prizes lists={lists} format={format} />
      </TabsContent>
    </Tabs>
  );
  if (general) return tabs;
  return (
    <section aria-label="Categorías" className="grid gap-3">
      <h2 className="text-lg font-semibold">Categorías</h2>
      {tabs}
    </section>
  );
}

function CategoryList({
  list,
  format,
  noAcumulables,
}: {
  list: List;
  format: ReturnType<typeof formatOf>;
  noAcumulables: boolean;
}) {
  const mode = list.categoria.clasificacion;
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">
        {MODE_LABEL[mode]} · {list.categoria.premios === 1 ? '1 premio' : `${list.categoria.premios} premios`}
        {noAcumulables ? ' · Premios no acumulables' : ''}
      </p>
      {list.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nadie en esta categoría</p>
      ) : (
        <ol aria-label={`Categoría ${list.categoria.nombre}`} className="divide-y rounded-xl border bg-card">
          {list.rows.map(({ row, posicion, premio, premiado_en }) => (
            <li
              key={row.participante_id}
              className={cn('flex min-h-11 items-center gap-3 px-3 py-2', premio !== null && 'bg-primary/5')}
            >
              <span className="w-7 text-right text-sm font-semibold tabular-nums">{posicion ?? '–'}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{row.nombre}</span>
                {premio !== null ? (
                  <span className="text-xs font-semibold text-primary">{prizeText(premio)}</span>
                ) : premiado_en !== null ? (
                  <span className="text-xs text-muted-foreground">Con premio en {premiado_en}</span>
                ) : row.estado !== null ? (
                  <span className="text-xs text-muted-foreground">{row.estado}</span>
                ) : null}
              </span>
              <span className="font-semibold tabular-nums">{formatSideResult(format, row, mode)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Prizes({ lists, format }: { lists: readonly List[]; format: ReturnType<typeof formatOf> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {lists.map((c) => (
        <section
          key={c.categoria.nombre}
          aria-label={`Premiados ${c.categoria.nombre}`}
          className="grid gap-1"
        >
          <h3 className="font-semibold">
            {c.categoria.nombre}{' '}
            <span className="text-xs font-normal text-muted-foreground">
              {MODE_LABEL[c.categoria.clasificacion]}
            </span>
          </h3>
          {c.premiados.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin premiados todavía</p>
          ) : (
            <ol className="divide-y rounded-xl border bg-card">
              {c.premiados.map((row, i) => (
                <li key={row.participante_id} className="flex min-h-11 items-center gap-3 px-3 py-2">
                  <span className="text-xs font-semibold whitespace-nowrap text-primary">
                    {prizeText(i + 1)}
                  </span>
                  <span className="min-w-0 flex-1 font-medium break-words">{row.nombre}</span>
                  <span className="font-semibold tabular-nums">
                    {formatSideResult(format, row, c.categoria.clasificacion)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
