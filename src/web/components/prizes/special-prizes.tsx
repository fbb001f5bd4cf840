import { useQuery } from '@tanstack/react-query';
import { TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { prizeTitle, type TPrize, type TTournamentPrizes } from '@/shared/schemas/prizes';
import { RecordWinnerButton, winnerText } from '@/web/components/prizes/record-winner-dialog';
import { formatTime } from '@/web/lib/format';
import { tournamentPrizesQueryOptions } from '@/web/lib/prizes/api';

/** One special prize as a list shows it: its title, its winner, and what the reader may add (who recorded it…). */
export interface PrizeItem {
  key: string;
  title: string;
  ganador: { nombre: string; distancia_cm: number | null } | null;
  detail?: ReactNode;
  action?: ReactNode;
}

function PrizeLine({ item }: { item: PrizeItem }) {
  const w = item.ganador;
  return (
    <li className="grid gap-1 rounded-lg border border-border bg-card px-3 py-2">
      <span className="text-sm font-medium">{item.title}</span>
      {w ? (
        <span className="text-sm">
          <span className="font-semibold">{winnerText(w)}</span>
          {item.detail ? <span className="block text-xs text-muted-foreground">{item.detail}</span> : null}
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">Sin ganador todavía</span>
      )}
      {item.action}
    </li>
  );
}

/** 'Premios especiales': a heading and each prize with its current winner; nothing without prizes. */
export function SpecialPrizeList({ items }: { items: readonly PrizeItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Premios especiales" className="mt-6 grid gap-2">
      <h2 className="flex items-center gap-1.5 text-sm font-semibold">
        <TrophyIcon aria-hidden className="size-4 text-primary" />
        Premios especiales
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <PrizeLine key={item.key} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** A prize of the members' pages: who recorded its winner, whom they replaced, and 'Registrar ganador'. */
function memberItem(prize: TPrize, prizes: TTournamentPrizes, canRecord: boolean): PrizeItem {
  const w = prize.ganador;
  return {
    key: prize.id,
    title: prizeTitle(prize),
    ganador: w,
    detail: w
      ? `Registrado por ${w.registrado_por} a las ${formatTime(w.registrado_at)}` +
        (prize.historial.length > 1 ? ` · sustituye a ${winnerText(prize.historial[1]!)}` : '')
      : null,
    action: canRecord ? <RecordWinnerButton prize={prize} prizes={prizes} /> : null,
  };
}

/**
 * 'Premios especiales' of a tournament's standings (decision record 042): each prize with its current winner, live
 * (the standings' stream asks for them again on a 'prizes' event). Prizes without a hole are recorded here by whoever
 * may record; those on a hole, from that hole's score entry. Nothing when the tournament has none.
 */
export function SpecialPrizes({ torneoId }: { torneoId: string }) {
  const { data } = useQuery(tournamentPrizesQueryOptions(torneoId));
  if (!data) return null;
  return (
    <SpecialPrizeList
      items={data.premios.map((p) => memberItem(p, data, data.permisos.registrar && p.numero_hoyo === null))}
    />
  );
}

/**
 * The special prizes of the hole on a group's score entry (decision record 042): the current winner and, for a
 * player of the tournament's groups or an administrator, '{premio} — registrar ganador'.
 */
export function HolePrizes({ torneoId, hole }: { torneoId: string; hole: number }) {
  const { data } = useQuery(tournamentPrizesQueryOptions(torneoId));
  const here = data?.premios.filter((p) => p.numero_hoyo === hole) ?? [];
  if (!data || here.length === 0) return null;
  return (
    <ul aria-label={`Premios especiales del hoyo ${hole}`} className="grid gap-2">
      {here.map((p) => (
        <PrizeLine key={p.id} item={memberItem(p, data, data.permisos.registrar)} />
      ))}
    </ul>
  );
}
