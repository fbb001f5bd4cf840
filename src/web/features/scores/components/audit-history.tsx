import { useQuery } from '@tanstack/react-query';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { groupAuditQueryOptions } from '@/web/lib/scorecard/api';

/** A hole's value in the history: its strokes, 'Recogida' (picked up) or '–' (none). */
const strokes = (golpes: number | null, recogida: boolean) =>
  recogida ? 'Recogida' : golpes === null ? '–' : String(golpes);

/** A signature event of the history ('Marcador y jugador'), as a sentence. */
const SIGNATURE_EVENTS: Record<string, string> = {
  firma_marcador: 'firmada por el marcador',
  firma_jugador: 'firmada por el jugador',
  retirada_firma_marcador: 'firma del marcador retirada',
  retirada_firma_jugador: 'firma del jugador retirada',
};

/**
 * 'Historial de cambios' (the group's players and the admins): every change of the group's strokes — who, when,
 * before and after — newest first, loaded when opened and refreshed as strokes change.
 */
export function AuditHistory({ partidaId }: { partidaId: string }) {
  const [open, setOpen] = useState(false);
  const audit = useQuery({ ...groupAuditQueryOptions(partidaId), enabled: open });
  return (
    <details
      className="group rounded-xl border border-border bg-card shadow-xs"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <HistoryIcon className="size-4 text-muted-foreground" aria-hidden />
        Historial de cambios
        <span className="ml-auto text-xs font-normal text-muted-foreground group-open:hidden">Ver</span>
      </summary>
      <div className="border-t border-border px-4 py-3">
        {audit.isPending ? (
          <Spinner />
        ) : audit.isError ? (
          <p className="text-sm text-destructive">No se pudieron cargar los datos</p>
        ) : audit.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía no hay cambios.</p>
        ) : (
          <ol aria-label="Historial de cambios" className="grid gap-2">
            {audit.data.map((a) => (
              <li key={a.id} className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2 text-sm">
                {a.evento ? (
                  <span className="font-medium">
                    {a.participante} · Tarjeta {SIGNATURE_EVENTS[a.evento] ?? a.evento}
                    {a.numero_hoyo === null ? '' : ` (cambio en el hoyo ${a.numero_hoyo})`}
                  </span>
                ) : (
                  <span className="font-medium">
                    {a.participante} · Hoyo {a.numero_hoyo}:{' '}
                    <span className="tabular-nums">
                      {strokes(a.golpes_antes, a.recogida_antes)} →{' '}
                      {strokes(a.golpes_despues, a.recogida_despues)}
                    </span>
                  </span>
                )}
                <span className="text-xs text-muted-foreground">
                  {a.autor} · {formatShortDate(a.created_at)} {formatTime(a.created_at)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
