/**
 * Saturday's paper (design §13, §14): who may download which paper, and the data each is made of — the standings
 * inputs the standings endpoints serve (same visibility rule), the published groups, the league standings.
 */
import { findTournamentMarkers } from '@/server/modules/scores/signatures';
import { clubLogoPng, clubName } from '@/server/modules/settings/club-settings';
import { PAPERS_MESSAGES as M } from '@/shared/schemas/papers';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import type { Actor } from '@/server/lib/actor';
import { requireAccess, requireAdmin } from '@/server/lib/access';
import { appError } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { csvResponse } from '@/server/lib/csv';
import { findTournamentCategories } from '@/server/modules/categories/categories.service';
import { categoryTables } from './categories';
import { findLeagueStandings } from '@/server/modules/leagues/league-standings.service';
import { loadMatchContext, matchLabel, tournamentMatches } from '@/server/modules/matches/matches.view';
import { loadScorecardFacts, subjectOf } from '@/server/modules/scores/access';
import { TORNEO } from '@/server/modules/scores/kinds';
import { findPublishedGroups } from '@/server/modules/scores/tournament-header.repository';
import {
  findGroupStandingsInputs,
  findTournamentStandingsInputs,
} from '@/server/modules/standings/standings.service';
import { drawLeague, drawMatchResults, drawResults, drawScorecards, drawStartSheet } from './draw';
import {
  formatOfInputs,
  leagueTables,
  matchesTable,
  resultsTables,
  scorecards,
  startSheet,
  type PaperGroup,
  type PaperMatch,
  type TournamentPaperData,
} from './model';
import { newPdf, pdfResponse } from './pdf';
import { drawPrizes, findPaperPrizes, prizeCsvRows, prizeHolesLines } from './prizes';
import { attachment, slug } from './text';

export type PapersDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'storage'>;

/**
 * A match-play tournament's matches by the partida each is played on, as the matches module computes them
 * (sides, strokes received, result); undefined for a tournament of another format.
 */
export async function loadPaperMatches(
  db: DbOrTx,
  torneoId: string,
): Promise<Map<string, PaperMatch> | undefined> {
  const ctx = await loadMatchContext(db, torneoId);
  if (ctx?.format.result !== 'partidos') return undefined;
  const { partidos } = tournamentMatches(ctx, null);
  const byPartida = new Map<string, PaperMatch>();
  ctx.rows.forEach((row, i) => {
    if (row.partida_id) byPartida.set(row.partida_id, { label: matchLabel(ctx, row), match: partidos[i]! });
  });
  return byPartida;
}

async function paperData(
  deps: PapersDeps,
  inputs: TournamentPaperData['inputs'],
  groups: PaperGroup[],
): Promise<TournamentPaperData> {
  return {
    club: await clubName(deps),
    baseUrl: deps.config.baseUrl,
    inputs,
    groups,
    matches: await loadPaperMatches(deps.db, inputs.torneo.id),
  };
}

/** A tournament's paper file name: 'orden-de-salida-copa-de-otono-2030-10-12.pdf'. */
const fileName = (kind: string, torneo: { nombre: string; fecha_juego: string }, ext: string) =>
  `${kind}-${slug(torneo.nombre)}-${torneo.fecha_juego}.${ext}`;

/**
 * The tournament's data for its start sheet or all its cards: whoever may see the tournament (as its standings),
 * once its groups are published.
 */
export async function tournamentPaperData(
  deps: PapersDeps,
  actor: Actor,
  torneoId: string,
): Promise<TournamentPaperData> {
  const inputs = await findTournamentStandingsInputs(deps, actor, torneoId);
  const groups = await findPublishedGroups(deps.db, inputs.torneo.id);
  if (groups.length === 0) throw appError('GROUPS_NOT_PUBLISHED', M.groupsNotPublished);
  return await paperData(deps, inputs, groups);
}

/** GET /api/tournaments/:id/start-sheet.pdf ('Orden de salida'). */
export async function startSheetPdf(deps: PapersDeps, actor: Actor, torneoId: string): Promise<Response> {
  const data = await tournamentPaperData(deps, actor, torneoId);
  const groups = startSheet(data);
  const t = data.inputs.torneo;
  const prizeLines = prizeHolesLines(await findPaperPrizes(deps.db, t.id));
  const markers = await findTournamentMarkers(deps.db, t.id);
  return pdfResponse(
    newPdf(`Orden de salida · ${t.nombre}`, 'portrait', await clubLogoPng(deps)),
    fileName('orden-de-salida', t, 'pdf'),
    (doc) => drawStartSheet(doc, data.club, data.inputs, groups, prizeLines, markers),
    deps.logger,
  );
}

/** GET /api/tournaments/:id/scorecards.pdf: every group's cards, for administrators. */
export async function tournamentScorecardsPdf(
  deps: PapersDeps,
  actor: Actor,
  torneoId: string,
  perSheet: 1 | 4,
): Promise<Response> {
  requireAdmin(actor);
  const data = await tournamentPaperData(deps, actor, torneoId);
  return scorecardsResponse(deps, data, fileName('tarjetas', data.inputs.torneo, 'pdf'), perSheet);
}

/** GET /api/groups/:partidaId/scorecards.pdf: the group's cards, for its members and administrators. */
export async function groupScorecardsPdf(
  deps: PapersDeps,
  actor: Actor,
  partidaId: string,
  perSheet: 1 | 4,
): Promise<Response> {
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const facts = await loadScorecardFacts(deps.db, TORNEO, actor, partidaId, today);
  requireAccess(actor, 'readScorecard', subjectOf(TORNEO, actor, facts));
  const inputs = await findGroupStandingsInputs(deps, actor, partidaId);
  const groups = (await findPublishedGroups(deps.db, inputs.torneo.id)).filter((g) => g.id === partidaId);
  const data = await paperData(deps, inputs, groups);
  const name = `tarjetas-${slug(inputs.torneo.nombre)}-${inputs.torneo.fecha_juego}-${slug(groups[0]?.nombre ?? 'partida')}.pdf`;
  return scorecardsResponse(deps, data, name, perSheet);
}

function scorecardsResponse(deps: PapersDeps, data: TournamentPaperData, name: string, perSheet: 1 | 4) {
  const cards = scorecards(data);
  const t = data.inputs.torneo;
  return pdfResponse(
    newPdf(`Tarjetas · ${t.nombre}`, perSheet === 1 ? 'landscape' : 'portrait'),
    name,
    (doc) => drawScorecards(doc, data.club, data.inputs, cards, perSheet),
    deps.logger,
  );
}

/** GET /api/tournaments/:id/results.pdf|csv: whoever may see the tournament's standings. */
export async function resultsPaper(
  deps: PapersDeps,
  actor: Actor,
  torneoId: string,
  kind: 'pdf' | 'csv',
): Promise<Response> {
  const inputs = await findTournamentStandingsInputs(deps, actor, torneoId);
  const name = fileName('resultados', inputs.torneo, kind);
  if (formatOfInputs(inputs).result === 'partidos') return matchResultsPaper(deps, actor, inputs, name, kind);
  const general = resultsTables(inputs);
  const categories = await findTournamentCategories(deps, actor, torneoId);
  const tables = [...general, ...categoryTables(inputs, categories, general[0]!.headers)];
  const prizes = await findPaperPrizes(deps.db, inputs.torneo.id);
  if (kind === 'csv') {
    const headers = ['Clasificación', ...tables[0]!.headers];
    const label = { handicap: 'Hándicap', scratch: 'Scratch' } as const;
    return csvResponse(
      [
        headers,
        ...tables.flatMap((t) => t.rows.map((r) => [t.label ?? label[t.mode], ...r])),
        ...prizeCsvRows(prizes, headers.length),
      ],
      attachment(name),
    );
  }
  return pdfResponse(
    newPdf(`Resultados · ${inputs.torneo.nombre}`, 'portrait', await clubLogoPng(deps)),
    name,
    async (doc) => {
      await drawResults(doc, await clubName(deps), inputs, tables);
      await drawPrizes(doc, await clubName(deps), inputs, prizes);
    },
    deps.logger,
  );
}

/** A match-play tournament's results: its matches by round, as the matches module computes them. */
async function matchResultsPaper(
  deps: PapersDeps,
  actor: Actor,
  inputs: TournamentPaperData['inputs'],
  name: string,
  kind: 'pdf' | 'csv',
): Promise<Response> {
  const ctx = (await loadMatchContext(deps.db, inputs.torneo.id))!;
  const table = matchesTable(tournamentMatches(ctx, actor));
  if (kind === 'csv') return csvResponse([table.headers, ...table.rows], attachment(name));
  const club = await clubName(deps);
  return pdfResponse(
    newPdf(`Resultados · ${inputs.torneo.nombre}`, 'portrait', await clubLogoPng(deps)),
    name,
    (doc) => drawMatchResults(doc, club, inputs, table),
    deps.logger,
  );
}

/** GET /api/leagues/:id/standings.pdf|csv: whoever may see the league (visitors too for an active one). */
export async function leaguePaper(
  deps: PapersDeps,
  actor: Actor | null,
  ligaId: string,
  kind: 'pdf' | 'csv',
): Promise<Response> {
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const standings = await findLeagueStandings(deps.db, actor, ligaId, today);
  const tables = leagueTables(standings, today);
  const name = `liga-${slug(standings.liga.nombre)}.${kind}`;
  if (kind === 'csv') {
    const label = { handicap: 'Hándicap', scratch: 'Scratch' } as const;
    const headers = [
      'Clasificación',
      'Pos.',
      'Jugador',
      'Hcp',
      // On the tournament's day its calculated points count already, as on the league page: provisional.
      ...tables[0]!.torneos.map((t) => `${t.nombre} (${t.fecha}${t.provisional ? ', provisional' : ''})`),
      standings.provisional ? 'Total (provisional)' : 'Total',
    ];
    return csvResponse(
      [
        headers,
        ...tables.flatMap((t) =>
          t.rows.map((r) => [label[t.mode], String(r.posicion), r.nombre, r.handicap, ...r.puntos, r.total]),
        ),
      ],
      attachment(name),
    );
  }
  const club = await clubName(deps);
  return pdfResponse(
    newPdf(`Liga · ${standings.liga.nombre}`, 'landscape', await clubLogoPng(deps)),
    name,
    (doc) =>
      drawLeague(
        doc,
        club,
        { nombre: standings.liga.nombre, descartes: standings.liga.numero_torneos_descartados },
        tables,
      ),
    deps.logger,
  );
}
