import { useState } from 'react';
import { computePersonalGameStandings, type RankingMode } from '@/shared/domain';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { ModeToggle, StandingsList } from '@/web/components/scorecard/standings-list';

/**
 * 'Clasificación' of a personal game (P§2, P§9): ranked in the browser by the rules engine, in the one standings
 * shape of design §13; players without holes follow without a rank.
 */
export function Standings({ game }: { game: TPersonalGameDetail }) {
  const [mode, setMode] = useState<RankingMode>('handicap');
  const standings = computePersonalGameStandings(
    game.participantes.map((p) => ({
      participante_id: p.id,
      nombre: p.nombre,
      handicap_partida: p.handicap_partida,
      handicap_propio: p.handicap,
      results: game.resultados.filter((r) => r.participante_id === p.id),
    })),
    game.hoyos,
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <ModeToggle mode={mode} onChange={setMode} />
      <StandingsList standings={standings} mode={mode} />
    </div>
  );
}
