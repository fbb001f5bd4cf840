/**
 * The results paper's 'Categorías' (decision record 041): one table per category — its list with the prize or
 * 'con premio en …' beside the name — and 'Premiados', every category's winners, all with the general tables' columns.
 */
import { categoryStandings, formatOf } from '@/shared/domain';
import type { TTournamentCategories } from '@/shared/schemas/categories';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { resultRow, type ResultsTable } from './model';

const MODE = { handicap: 'Hándicap', scratch: 'Scratch' } as const;

export function categoryTables(
  inputs: TStandingsInputs,
  categories: TTournamentCategories,
  headers: readonly string[],
): ResultsTable[] {
  if (categories.config.categorias.length === 0) return [];
  const format = formatOf(inputs.torneo);
  const lists = categoryStandings(inputs, categories.config, categories.miembros);
  const tables: ResultsTable[] = lists.map(({ categoria, rows }) => ({
    mode: categoria.clasificacion,
    title: `Categoría ${categoria.nombre} · ${MODE[categoria.clasificacion]}`,
    label: categoria.nombre,
    headers: [...headers],
    rows: rows.map(({ row, posicion, premio, premiado_en }) =>
      resultRow(format, row, categoria.clasificacion, {
        position: posicion,
        name:
          premio !== null
            ? `${row.nombre} · ${premio}º premio`
            : premiado_en !== null
              ? `${row.nombre} (con premio en ${premiado_en})`
              : row.nombre,
      }),
    ),
  }));
  tables.push({
    mode: 'handicap',
    title: 'Premiados',
    label: 'Premiados',
    headers: [...headers],
    rows: lists.flatMap(({ categoria, premiados }) =>
      premiados.map((row, i) =>
        resultRow(format, row, categoria.clasificacion, {
          position: i + 1,
          name: `${categoria.nombre}: ${row.nombre}`,
        }),
      ),
    ),
  });
  return tables;
}
