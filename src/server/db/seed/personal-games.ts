/** Demo personal games of the demo player: one played last week (validated) and one tomorrow. */
import type { Tx } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_GUESTS } from './data';
import { addDays, demoStrokes, prng } from './scores';
import type { PlayingHandicapFn, SeedCourse, SeedPlayer } from './tournaments';

export async function seedPersonalGames(
  tx: Tx,
  ctx: { today: string; courses: SeedCourse[]; players: SeedPlayer[]; playingHandicap: PlayingHandicapFn },
): Promise<void> {
  const { today, courses, players, playingHandicap } = ctx;
  const rand = prng(77);
  const creator = players[1]!;
  const friends = [players[3]!, players[4]!];
  const guest = DEMO_GUESTS[0]!;
  const plans = [
    {
      nombre: 'Partida del domingo',
      fecha: addDays(today, -6),
      hora: '10:30',
      course: courses[1]!,
      played: true,
    },
    {
      nombre: 'Partida con Roberto',
      fecha: addDays(today, 1),
      hora: '09:40',
      course: courses[0]!,
      played: false,
    },
  ];
  for (const plan of plans) {
    // P§7: the game handicap is computed from the course's first tee (the men's tee of the demo courses).
    const gameHandicap = (h: number | null) => (h ? playingHandicap(h, plan.course, 'hombre', 100) : null);
    const [partida] = await tx
      .insert(s.partidas)
      .values({
        nombre: plan.nombre,
        fecha_juego: plan.fecha,
        hora_salida: plan.hora,
        campo_id: plan.course.id,
        es_partida_personal: true,
        creador_id: creator.id,
        orden_salida: 1,
        validada: plan.played,
        validada_at: plan.played ? new Date(`${plan.fecha}T14:00:00Z`) : null,
      })
      .returning();
    const rows = await tx
      .insert(s.participantesPartidaPersonal)
      .values([
        ...[creator, ...friends].map((p, i) => ({
          partida_id: partida!.id,
          jugador_id: p.id,
          es_invitado: false,
          handicap_partida: gameHandicap(p.handicap),
          orden: i + 1,
        })),
        {
          partida_id: partida!.id,
          es_invitado: true,
          nombre_invitado: guest.nombre,
          handicap_invitado: guest.handicap,
          sexo_invitado: guest.sexo,
          handicap_partida: gameHandicap(guest.handicap),
          orden: 4,
        },
      ])
      .returning();
    if (!plan.played) continue;
    const holes = plan.course.tees[0]!.rating.holes;
    const own = [creator.handicap, ...friends.map((f) => f.handicap), guest.handicap];
    for (const [i, row] of rows.entries()) {
      await tx.insert(s.resultadosHoyoPartidaPersonal).values(
        holes.map((h) => ({
          participante_id: row.id,
          numero_hoyo: h.numero_hoyo,
          golpes: Math.min(9, demoStrokes(rand, h.par ?? 4, own[i] ?? 0)),
        })),
      );
    }
  }
}
