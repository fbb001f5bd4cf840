/**
 * The demo club's match-play championship (design.md §14): a knockout draw of eight by handicap, halfway through —
 * the quarter-finals played (direct results and a walkover), one semi-final live with some holes on its card and
 * a date agreed for today, the other pending with its deadline. The draw, the results' texts and the advancement
 * are the rules engine's and the matches module's (the same code as the API).
 */
import { eq } from 'drizzle-orm';
import { createDraw, formatMatchResult, parseMatchResult } from '@/shared/domain';
import type { Tx } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { ensurePartida, noEffects, settle } from '@/server/modules/matches/matches.settle';
import { loadMatchContext } from '@/server/modules/matches/matches.view';
import { demoStrokes, addDays, prng } from './scores';
import type { PlayingHandicapFn, SeedCourse, SeedPlayer } from './tournaments';

/** Quarter-final results by position: the winner's side and the result ('no_presentado': a walkover). */
const QUARTER_FINALS: { ganador: 1 | 2; resultado: string }[] = [
  { ganador: 1, resultado: '3/2' },
  { ganador: 2, resultado: '1 arriba' },
  { ganador: 1, resultado: '5/4' },
  { ganador: 1, resultado: 'no_presentado' },
];

export async function seedMatchPlay(
  tx: Tx,
  ctx: { today: string; courses: SeedCourse[]; players: SeedPlayer[]; playingHandicap: PlayingHandicapFn },
): Promise<void> {
  const { today, courses, players, playingHandicap } = ctx;
  const rand = prng(20261125);
  const course = courses[0]!;
  const [torneo] = await tx
    .insert(s.torneos)
    .values({
      nombre: 'Campeonato Match Play de la Peña',
      fecha_juego: addDays(today, -21),
      campo_id: course.id,
      modalidad: 'matchplay_individual',
      metodo_desempate: 'puntuacion_media',
      descripcion:
        'Eliminatorias a 18 hoyos: cada pareja de rivales acuerda su fecha antes de la fecha límite.',
      activo: true,
      reductor_handicap: 100,
    })
    .returning();
  const torneoId = torneo!.id;
  await tx
    .insert(s.torneosSalidas)
    .values(course.tees.map((t) => ({ torneo_id: torneoId, sexo: t.sexo, tipo_salida_id: t.id })));
  // The two demo accounts play, with six others.
  const field = [
    players[0]!,
    players[1]!,
    ...players
      .slice(2)
      .filter((_, i) => i % 3 === 1)
      .slice(0, 6),
  ];
  const participantes = await tx
    .insert(s.participantesTorneo)
    .values(
      field.map((p) => ({
        torneo_id: torneoId,
        jugador_id: p.id,
        handicap_torneo: playingHandicap(p.handicap, course, p.sexo, 100),
        es_invitado: false,
        incluir_en_puntos: true,
      })),
    )
    .returning();
  const draw = createDraw(
    participantes.map((p) => ({ id: p.id, playingHandicap: p.handicap_torneo ?? 0 })),
    'handicap',
  );
  await tx.insert(s.cuadros).values({ torneo_id: torneoId, modo: 'handicap', rondas: draw.rounds });
  const deadlines = [addDays(today, -7), addDays(today, 7), addDays(today, 21)];
  await tx
    .insert(s.cuadroRondas)
    .values(
      deadlines
        .slice(0, draw.rounds)
        .map((fecha_limite, i) => ({ torneo_id: torneoId, ronda: i + 1, fecha_limite })),
    );
  await tx.insert(s.partidos).values(
    draw.matches.map((m) => ({
      torneo_id: torneoId,
      ronda: m.ronda,
      posicion: m.posicion,
      lado_1_participante_id: m.bye ? (m.side1 ?? m.side2) : m.side1,
      lado_2_participante_id: m.bye ? null : m.side2,
      ganador: m.bye ? 1 : null,
      origen_resultado: m.bye ? 'exento' : null,
    })),
  );
  let matches = (await loadMatchContext(tx, torneoId))!;
  for (const row of matches.rows) await ensurePartida(tx, matches, row, noEffects());

  // The quarter-finals, played: results on paper and a walkover; each winner moves on to the semi-finals.
  matches = (await loadMatchContext(tx, torneoId))!;
  for (const row of matches.rows.filter((r) => r.ronda === 1)) {
    const plan = QUARTER_FINALS[row.posicion - 1]!;
    const parsed = plan.resultado === 'no_presentado' ? null : parseMatchResult(plan.resultado);
    await tx
      .update(s.partidos)
      .set({
        ganador: plan.ganador,
        origen_resultado: parsed ? 'directo' : 'no_presentado',
        resultado: parsed ? formatMatchResult(parsed) : null,
        fecha: addDays(today, -10 - row.posicion),
        hora: '10:00',
      })
      .where(eq(s.partidos.id, row.id));
    await settle(tx, torneoId, row.id, noEffects());
  }

  // The first semi-final is being played today: its date agreed, seven holes on the card.
  matches = (await loadMatchContext(tx, torneoId))!;
  const semi = matches.rows.find((r) => r.ronda === 2 && r.posicion === 1)!;
  await tx.update(s.partidos).set({ fecha: today, hora: '09:30' }).where(eq(s.partidos.id, semi.id));
  if (semi.partida_id) {
    await tx
      .update(s.partidas)
      .set({ fecha_juego: today, hora_salida: '09:30' })
      .where(eq(s.partidas.id, semi.partida_id));
    const holes = course.tees[0]!.rating.holes;
    for (const id of [semi.lado_1_participante_id, semi.lado_2_participante_id]) {
      const own = field[participantes.findIndex((p) => p.id === id)]?.handicap ?? 0;
      await tx.insert(s.resultadosHoyo).values(
        holes.slice(0, 7).map((h) => ({
          participante_id: id!,
          numero_hoyo: h.numero_hoyo,
          golpes: demoStrokes(rand, h.par ?? 4, own),
        })),
      );
    }
    await settle(tx, torneoId, semi.id, noEffects());
  }
}
