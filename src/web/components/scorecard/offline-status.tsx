import { CloudOffIcon, RefreshCwIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import type { RefusedStroke } from '@/web/lib/scorecard/stroke-queue';

const strokesText = (n: number) => `${n} ${n === 1 ? 'golpe pendiente' : 'golpes pendientes'} de enviar`;

/**
 * The small connection indicator of a scorecard (decision record 014): 'Sin conexión' and the strokes waiting while offline;
 * online with strokes still waiting, that they are being sent. Nothing when all is sent.
 */
export function OfflineStatus({ online, pending }: { online: boolean; pending: number }) {
  if (online && pending === 0) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {online ? (
        <RefreshCwIcon aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />
      ) : (
        <CloudOffIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      )}
      <span>
        <span className="font-semibold">{online ? 'Enviando' : 'Sin conexión'}</span>
        {pending > 0 ? ` · ${strokesText(pending)}` : null}
      </span>
    </p>
  );
}

/**
 * Strokes the server refused when they finally arrived (the group was validated meanwhile, access was lost): the
 * server's title and Spanish message, the stroke that was not applied, until the player closes the notice.
 */
export function RefusedStrokes({
  refused,
  onDismiss,
}: {
  refused: readonly RefusedStroke[];
  onDismiss: (id: string) => void;
}) {
  if (refused.length === 0) return null;
  return (
    <ul aria-label="Resultados no guardados" className="grid grid-cols-1 gap-2">
      {refused.map((r) => (
        <li
          key={r.id}
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-destructive">{r.title}</p>
            <p>{r.message}</p>
            <p className="mt-1 text-muted-foreground">
              No guardado: {r.nombre} · Hoyo {r.numero_hoyo} ·{' '}
              {r.recogida ? 'Recogida' : r.golpes === null ? 'borrar resultado' : `${r.golpes} golpes`}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onDismiss(r.id)}
            aria-label="Cerrar aviso"
            className="-m-1 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <XIcon aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
