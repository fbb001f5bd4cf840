import { describe, expect, it } from 'vitest';
import type { TTournamentGroups } from '@/shared/schemas/admin-groups';
import {
  draftFromPublished,
  generateDraft,
  isSavedGroup,
  moveGroupInDraft,
  movePlayerInDraft,
  publishedGroupsWithResults,
  publishRequest,
  removePlayerFromDraft,
  scheduleDraft,
  setGroupStart,
  setStartMode,
} from './draft';

const participant = (id: string, handicap: number) => ({
  participante_id: id,
  nombre: id.toUpperCase(),
  handicap_torneo: handicap,
  handicap,
  es_invitado: false,
  tiene_email: true,
  hoyos_jugados: 0,
});
const data: TTournamentGroups = {
  torneo: {
    id: 't',
    nombre: 'T',
    fecha_juego: '2030-01-01',
    activo: true,
    campo: null,
    email_enviado_at: null,
  },
  participantes: ['a', 'b', 'c', 'd', 'e'].map((id, i) => participant(id, i * 5)),
  partidas: [
    {
      id: 'g1',
      nombre: 'Partida 1',
      orden_salida: 1,
      hora_salida: '09:00',
      hoyo_salida: 1,
      validada: false,
      participantes: ['a', 'b'],
    },
    {
      id: 'g2',
      nombre: 'Partida 2',
      orden_salida: 2,
      hora_salida: '09:12',
      hoyo_salida: 1,
      validada: true,
      participantes: ['c'],
    },
  ],
  parejas: [],
};

describe('the groups draft', () => {
  it('starts from the published groups with their schedule', () => {
    const draft = draftFromPublished(data);
    expect(draft.settings).toEqual({
      size: 4,
      order: 'desc',
      firstTime: '09:00',
      intervalMinutes: 12,
      mode: 'intervalo',
    });
    expect(draft.groups).toEqual([
      { id: 'g1', participantes: ['a', 'b'] },
      { id: 'g2', participantes: ['c'] },
    ]);
  });

  it('generates new groups with temporary ids, by handicap descending', () => {
    const draft = generateDraft(data, { size: 2, order: 'desc', firstTime: '08:00', intervalMinutes: 10 });
    expect(draft.groups.map((g) => g.participantes)).toEqual([['e', 'd'], ['c', 'b'], ['a']]);
    expect(draft.groups.every((g) => g.id.startsWith('partida-') && !isSavedGroup(g.id))).toBe(true);
  });

  it("keeps an accepted pair's partners side by side in one group", () => {
    // a (0) and e (20) are partners: their unit ranks by their mean, 10, after d (15) and before c (10, later in
    // the list) and b (5); groups of 2 cannot take the pair after d, so d plays alone.
    const draft = generateDraft(
      { ...data, parejas: [{ participante_ids: ['a', 'e'] }] },
      { size: 2, order: 'desc', firstTime: '08:00', intervalMinutes: 10 },
    );
    expect(draft.groups.map((g) => g.participantes)).toEqual([['d'], ['a', 'e'], ['c', 'b']]);
  });

  it('moves, adds, removes players and reorders groups; the request leaves out empty groups', () => {
    let draft = draftFromPublished(data);
    draft = movePlayerInDraft(draft, 'a', 1);
    expect(draft.groups.map((g) => g.participantes)).toEqual([['b'], ['c', 'a']]);
    expect(movePlayerInDraft(draft, 'a', 1)).toEqual(draft);
    draft = movePlayerInDraft(draft, 'e', 0);
    draft = removePlayerFromDraft(draft, 'b');
    draft = removePlayerFromDraft(draft, 'e');
    draft = moveGroupInDraft(draft, 1, -1);
    expect(publishRequest(draft)).toEqual({
      hora_inicio: '09:00',
      intervalo_minutos: 12,
      modo_salida: 'intervalo',
      partidas: [{ id: 'g2', participantes: ['c', 'a'] }],
    });
    expect(publishRequest(draft, true).confirmar_validadas).toBe(true);
  });

  it('names the published groups with results: validated, or with players who have strokes', () => {
    expect(publishedGroupsWithResults(data)).toEqual([
      { id: 'g2', nombre: 'Partida 2', hora_salida: '09:12', validada: true, jugadoresConGolpes: 0 },
    ]);
    const played = {
      ...data,
      participantes: data.participantes.map((p) =>
        p.participante_id === 'b' || p.participante_id === 'e' ? { ...p, hoyos_jugados: 3 } : p,
      ),
    };
    expect(publishedGroupsWithResults(played)).toEqual([
      { id: 'g1', nombre: 'Partida 1', hora_salida: '09:00', validada: false, jugadoresConGolpes: 1 },
      { id: 'g2', nombre: 'Partida 2', hora_salida: '09:12', validada: true, jugadoresConGolpes: 0 },
    ]);
    expect(publishedGroupsWithResults({ ...played, partidas: [] })).toEqual([]);
  });

  it("a group's own tee time and starting tee: kept, sent, and dropped when they equal the schedule's", () => {
    let draft = draftFromPublished(data);
    // Partida 2 from the 10th tee at 09:00 (a split tee): its own time and hole.
    draft = setGroupStart(draft, 'g2', { hoyo_salida: 10 });
    draft = setGroupStart(draft, 'g2', { hora_salida: '09:00' });
    expect(scheduleDraft(draft)).toEqual([
      { id: 'g1', hora_salida: '09:00', hoyo_salida: 1 },
      { id: 'g2', hora_salida: '09:00', hoyo_salida: 10 },
    ]);
    expect(publishRequest(draft).partidas).toEqual([
      { id: 'g1', participantes: ['a', 'b'] },
      { id: 'g2', participantes: ['c'], hora_salida: '09:00', hoyo_salida: 10 },
    ]);
    // Back to what the schedule gives (09:00 + 12 min, hole 1): nothing of its own is sent.
    draft = setGroupStart(draft, 'g2', { hora_salida: '09:12', hoyo_salida: 1 });
    expect(publishRequest(draft).partidas[1]).toEqual({ id: 'g2', participantes: ['c'] });
    // Read back from the server's answer: a group off the schedule keeps its own values.
    const split = draftFromPublished({
      ...data,
      partidas: data.partidas.map((g) =>
        g.id === 'g2' ? { ...g, hora_salida: '09:00', hoyo_salida: 10 } : g,
      ),
    });
    expect(split.groups[1]).toEqual({
      id: 'g2',
      participantes: ['c'],
      hora_salida: '09:00',
      hoyo_salida: 10,
    });
    // A split tee whose first group starts from the 10th: the schedule is read from the groups on the 1st tee.
    const three = [
      { id: 'h1', hora_salida: '08:30', hoyo_salida: 10 },
      { id: 'h2', hora_salida: '08:10', hoyo_salida: 1 },
      { id: 'h3', hora_salida: '08:20', hoyo_salida: 1 },
    ].map((g, i) => ({
      ...g,
      nombre: `Partida ${i + 1}`,
      orden_salida: i + 1,
      validada: false,
      participantes: [`p${i}`],
    }));
    const read = draftFromPublished({ ...data, partidas: three });
    expect(read.settings).toMatchObject({ firstTime: '08:00', intervalMinutes: 10, mode: 'intervalo' });
    expect(read.groups.map((g) => [g.hora_salida, g.hoyo_salida])).toEqual([
      ['08:30', 10],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it("'Salida a tiro': every group at the first time from holes 1, 2…; read back from published groups", () => {
    let draft = setGroupStart(draftFromPublished(data), 'g2', { hoyo_salida: 10 });
    draft = setStartMode(draft, 'tiro');
    expect(scheduleDraft(draft)).toEqual([
      { id: 'g1', hora_salida: '09:00', hoyo_salida: 1 },
      { id: 'g2', hora_salida: '09:00', hoyo_salida: 2 },
    ]);
    expect(publishRequest(draft)).toMatchObject({ modo_salida: 'tiro', hora_inicio: '09:00' });
    const shotgun = draftFromPublished({
      ...data,
      partidas: data.partidas.map((g, i) => ({ ...g, hora_salida: '09:00', hoyo_salida: i + 1 })),
    });
    expect(shotgun.settings.mode).toBe('tiro');
    expect(shotgun.groups.every((g) => g.hora_salida === undefined && g.hoyo_salida === undefined)).toBe(
      true,
    );
  });

  it('a shotgun start of more than 18 groups is refused with the rules engine’s message', () => {
    const groups = Array.from({ length: 19 }, (_, i) => ({ id: `partida-${i}`, participantes: [`p${i}`] }));
    const draft = setStartMode({ settings: draftFromPublished(data).settings, groups }, 'tiro');
    expect(() => scheduleDraft(draft)).toThrow(
      'Una salida a tiro admite como máximo 18 partidas (una por hoyo)',
    );
  });
});
