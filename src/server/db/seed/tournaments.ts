/** Demo tournaments and leagues: past (complete, validated, with league points), today (partial), upcoming. */
import { formatOf, generateGroups, type FormaParejas, type Modalidad, type TeeRating } from '@/shared/domain';
import type { Tx } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { recalculateTournamentPoints } from '@/server/modules/leagues/league-points.service';
import { DEMO_GUESTS } from './data';
import { addDays, demoStrokes, prng } from './scores';

export interface SeedCourse {
  id: string;
  tees: { id: string; sexo: 'hombre' | 'mujer'; rating: TeeRating }[];
}
export interface SeedPlayer {
  id: string;
  nombre: string;
  handicap: number | null;
  sexo: 'hombre' | 'mujer';
}
export type PlayingHandicapFn = (
  handicap: number | null,
  course: SeedCourse,
  sexo: 'hombre' | 'mujer',
  reductor: number,
) => number;

interface Plan {
  nombre: string;
  offset: number;
  course: number;
  liga: 'om' | 'cervecita';
  reductor: number;
  limite: number | null;
  players: number;
  guest: boolean;
  groups: boolean;
  descripcion: string;
  /** Default individual stroke play. A pairs format pairs the field in order (two pairs to a group). */
  modalidad?: Modalidad;
  forma_parejas?: FormaParejas;
}

const PLANS: Plan[] = [
  {
    nombre: 'Torneo de Otoño',
    offset: -42,
    course: 0,
    liga: 'om',
    modalidad: 'stableford_individual',
    reductor: 95,
    limite: null,
    players: 20,
    guest: true,
    groups: true,
    descripcion: 'Individual Stableford con comida de hermandad en la casa club.',
  },
  {
    nombre: 'Cervecita 1ª jornada',
    offset: -35,
    course: 1,
    liga: 'cervecita',
    reductor: 85,
    limite: null,
    players: 14,
    guest: false,
    groups: true,
    descripcion: 'Jornada de la liga de los jueves. Cerveza en el hoyo 19.',
  },
  {
    nombre: 'Cervecita 2ª jornada',
    offset: -21,
    course: 0,
    liga: 'cervecita',
    reductor: 85,
    limite: 4,
    players: 16,
    guest: false,
    groups: true,
    descripcion: 'Segunda jornada de la liga de los jueves.',
  },
  {
    nombre: 'Copa de la Peña',
    offset: -14,
    course: 1,
    liga: 'om',
    modalidad: 'parejas_por_golpes',
    forma_parejas: 'mejor_bola',
    reductor: 85,
    limite: 5,
    players: 22,
    guest: true,
    groups: true,
    descripcion: 'El gran torneo del año de la peña, por parejas a mejor bola.',
  },
  {
    nombre: 'Torneo del Sábado',
    offset: 0,
    course: 0,
    liga: 'om',
    reductor: 100,
    limite: 5,
    players: 16,
    guest: false,
    groups: true,
    descripcion: 'Salidas desde las 9:00 por el tee del 1.',
  },
  {
    nombre: 'Gran Premio de Invierno',
    offset: 7,
    course: 1,
    liga: 'om',
    reductor: 100,
    limite: 5,
    players: 18,
    guest: true,
    groups: true,
    descripcion: 'Partidas publicadas: consulta tu hora de salida.',
  },
  {
    nombre: 'Cervecita 3ª jornada',
    offset: 14,
    course: 0,
    liga: 'cervecita',
    reductor: 85,
    limite: 4,
    players: 10,
    guest: false,
    groups: false,
    descripcion: 'Inscripciones abiertas.',
  },
];

export async function seedTournaments(
  tx: Tx,
  ctx: { today: string; courses: SeedCourse[]; players: SeedPlayer[]; playingHandicap: PlayingHandicapFn },
): Promise<void> {
  const { today, courses, players, playingHandicap } = ctx;
  const rand = prng(20261121);
  const [om] = await tx
    .insert(s.ligas)
    .values({
      nombre: 'Orden de Mérito 2026',
      descripcion: 'La liga de la temporada: cuenta cada torneo menos el peor resultado de cada jugador.',
      activa: true,
      fecha_inicio: addDays(today, -60),
      fecha_fin: addDays(today, 60),
      sistema_puntuacion: 'om_2026',
      numero_torneos_descartados: 1,
    })
    .returning();
  const [cervecita] = await tx
    .insert(s.ligas)
    .values({
      nombre: 'Liga Cervecita',
      descripcion: 'La liga de los jueves: puntos por posición y cuentan tus mejores jornadas.',
      activa: true,
      fecha_inicio: addDays(today, -50),
      fecha_fin: addDays(today, 40),
      sistema_puntuacion: 'cervecita',
      numero_torneos_descartados: 0,
    })
    .returning();

  const order = { om: 0, cervecita: 0 };
  for (const plan of PLANS) {
    const course = courses[plan.course]!;
    const format = formatOf({
      modalidad: plan.modalidad ?? 'individual_por_golpes',
      forma_parejas: plan.forma_parejas,
    });
    const fecha = addDays(today, plan.offset);
    const stage = plan.offset < 0 ? 'past' : plan.offset === 0 ? 'today' : 'upcoming';
    const liga = plan.liga === 'om' ? om! : cervecita!;
    const [torneo] = await tx
      .insert(s.torneos)
      .values({
        nombre: plan.nombre,
        fecha_juego: fecha,
        campo_id: course.id,
        modalidad: format.modalidad,
        forma_parejas: format.forma_parejas,
        metodo_desempate: plan.liga === 'om' ? 'puntuacion_media' : 'desempate_handicap',
        descripcion: plan.descripcion,
        activo: true,
        limite_golpes_hoyo: plan.limite,
        reductor_handicap: plan.reductor,
      })
      .returning();
    const torneoId = torneo!.id;
    await tx
      .insert(s.torneosSalidas)
      .values(course.tees.map((t) => ({ torneo_id: torneoId, sexo: t.sexo, tipo_salida_id: t.id })));
    order[plan.liga] += 1;
    await tx
      .insert(s.ligasTorneos)
      .values({ liga_id: liga.id, torneo_id: torneoId, orden_torneo: order[plan.liga] });

    // The two demo accounts always play; the rest are drawn.
    const others = players.slice(2).sort(() => rand() - 0.5);
    const field = [players[0]!, players[1]!, ...others.slice(0, plan.players - 2)];
    const rows = field.map((p) => ({
      torneo_id: torneoId,
      jugador_id: p.id,
      handicap_torneo: playingHandicap(p.handicap, course, p.sexo, plan.reductor),
      es_invitado: false,
      incluir_en_puntos: true,
    }));
    const guest = DEMO_GUESTS[plan.course % DEMO_GUESTS.length]!;
    const guestRows = plan.guest
      ? [
          {
            torneo_id: torneoId,
            jugador_id: null,
            handicap_torneo: playingHandicap(guest.handicap, course, guest.sexo, plan.reductor),
            es_invitado: true,
            nombre_invitado: guest.nombre,
            sexo_invitado: guest.sexo,
            handicap_invitado: guest.handicap,
            incluir_en_puntos: false,
          },
        ]
      : [];
    const participantes = await tx
      .insert(s.participantesTorneo)
      .values([...rows, ...guestRows])
      .returning();
    const info = new Map(
      participantes.map((pt) => {
        const player = field.find((p) => p.id === pt.jugador_id);
        return [
          pt.id,
          {
            nombre: player?.nombre ?? pt.nombre_invitado ?? '',
            own: player ? player.handicap : pt.handicap_invitado,
          },
        ];
      }),
    );
    // A pairs format: the field in pairs, in order (an odd one out plays as a single).
    const pairs: [string, string][] = [];
    if (format.side.members === 2) {
      for (let i = 0; i + 1 < participantes.length; i += 2)
        pairs.push([participantes[i]!.id, participantes[i + 1]!.id]);
      await tx
        .insert(s.parejasTorneo)
        .values(pairs.map(([a, b]) => ({ torneo_id: torneoId, participante_1_id: a, participante_2_id: b })));
    }
    if (!plan.groups) continue;

    const groups = generateGroups(
      participantes.map((pt) => ({
        participante_id: pt.id,
        nombre: info.get(pt.id)!.nombre,
        handicap_torneo: pt.handicap_torneo,
        handicap: info.get(pt.id)!.own,
      })),
      { size: 4, order: 'desc', firstTime: '09:00', intervalMinutes: 10, pairs },
    );
    const holes = course.tees[0]!.rating.holes;
    for (const [k, group] of groups.entries()) {
      const [partida] = await tx
        .insert(s.partidas)
        .values({
          torneo_id: torneoId,
          nombre: group.nombre,
          fecha_juego: fecha,
          hora_salida: group.hora_salida,
          orden_salida: group.orden_salida,
          validada: stage === 'past',
          validada_at: stage === 'past' ? new Date(`${fecha}T15:00:00Z`) : null,
          es_partida_personal: false,
        })
        .returning();
      await tx
        .insert(s.partidasParticipantes)
        .values(group.participantes.map((seat) => ({ ...seat, partida_id: partida!.id })));
      const played = stage === 'past' ? 18 : stage === 'today' ? Math.max(0, 14 - 4 * k) : 0;
      for (const seat of group.participantes) {
        const own = info.get(seat.participante_id)!.own ?? 0;
        // Where the format allows it, a hole gone wrong (par + 4 or worse) is picked up: 'Recogida'.
        const card = holes.slice(0, played).map((h) => {
          const golpes = demoStrokes(rand, h.par ?? 4, own);
          return format.hole.pickUp && golpes >= (h.par ?? 4) + 4
            ? { numero_hoyo: h.numero_hoyo, golpes: null, recogida: true }
            : { numero_hoyo: h.numero_hoyo, golpes, recogida: false };
        });
        if (card.length > 0)
          await tx
            .insert(s.resultadosHoyo)
            .values(card.map((r) => ({ ...r, participante_id: seat.participante_id })));
      }
    }
    if (stage !== 'past') continue;

    // The league points come from the points service, exactly as 'Calcular Puntuaciones' computes them (each
    // participant on the tee of their sex), with the snapshot of the tournament.
    await recalculateTournamentPoints(tx, torneoId);
  }
}
