import { TrophyIcon } from 'lucide-react';
import { useMemo } from 'react';
import {
  categoryStandings,
  formatOf,
  formatSideResult,
  type CategoryStandings as List,
} from '@/shared/domain';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useTournamentCategories } from '@/web/features/scores/api/categories';
import { cn } from '@/web/lib/utils';

const MODE_LABEL = { handicap: 'Hándicap', scratch: 'Scratch' } as const;
const prizeText = (premio: number) => `${premio}º premio`;

/**
 * 'Categorías' of a tournament's standings (decision record 041): a tab per category with its list in the format's
 * ranking, re-ranked live from the same inputs as the general standings, and 'Premiados' with every category's
 * prize winners ('Premios no acumulables' skip a side that already won). Nothing when the tournament has none.
 */
export function CategoryStandings({ inputs }: { inputs: TStandingsInputs }) {
  const query = useTournamentCategories(inputs.torneo.id);
  const lists = useMemo(
    () =>
      query.data && query.data.config.categorias.length > 0
        ? categoryStandings(inputs, query.data.config, query.data.miembros)
        : null,
    [inputs, query.data],
  );
  if (query.isError)
    return <p className="text-sm text-muted-foreground">No se pudieron cargar las categorías</p>;
  if (!lists || !query.data) return null;
  const format = formatOf(inputs.torneo);
  return (
    <section aria-label="Categorías" className="grid gap-3">
      <h2 className="text-lg font-semibold">Categorías</h2>
      <Tabs defaultValue="premiados">
        <div className="overflow-x-auto print:hidden">
          <TabsList className="w-max min-w-full">
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
        {lists.map((c, i) => (
          <TabsContent key={c.categoria.nombre} value={`c${i}`}>
            <CategoryList list={c} format={format} noAcumulables={query.data.config.no_acumulables} />
          </TabsContent>
        ))}
        <TabsContent value="premiados">
          <Prizes lists={lists} format={format} />
        </TabsContent>
      </Tabs>
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
                  <span className="text-xs text-muted-foreground">Premiado en {premiado_en}</span>
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
