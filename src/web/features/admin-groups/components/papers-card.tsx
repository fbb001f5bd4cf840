import { useState } from 'react';
import { DownloadButton } from '@/web/components/papers/download-button';
import { cn } from '@/web/lib/utils';

const PER_SHEET = [
  { value: '4', label: '4 por hoja' },
  { value: '1', label: '1 por hoja' },
] as const;

/**
 * The tournament's papers from its published groups: 'Orden de salida (PDF)' to pin at the first tee and
 * 'Tarjetas (PDF)', four cards to an A4 sheet or one per page. A draft is not on paper until it is published.
 */
export function PapersCard({
  torneoId,
  published,
  draft,
}: {
  torneoId: string;
  published: boolean;
  draft: boolean;
}) {
  const [perSheet, setPerSheet] = useState<'4' | '1'>('4');
  const base = `/api/tournaments/${encodeURIComponent(torneoId)}`;
  return (
    <section
      aria-label="Orden de salida y tarjetas"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h3 className="font-semibold">Orden de salida y tarjetas</h3>
        <p className="text-sm text-muted-foreground">
          {!published
            ? 'Publica las partidas para imprimir el orden de salida y las tarjetas.'
            : draft
              ? 'Los PDF muestran las partidas publicadas: publica el borrador para incluir sus cambios.'
              : 'Para colgar en el tee del 1 y repartir a cada partida.'}
        </p>
      </div>
      {published ? (
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <DownloadButton path={`${base}/start-sheet.pdf`} fallbackName="orden-de-salida.pdf" size="default">
            Orden de salida (PDF)
          </DownloadButton>
          <div className="grid gap-2 sm:flex">
            <div
              role="group"
              aria-label="Tarjetas por hoja"
              className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
            >
              {PER_SHEET.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={perSheet === option.value}
                  onClick={() => setPerSheet(option.value)}
                  className={cn(
                    'h-9 cursor-pointer rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    perSheet === option.value
                      ? 'bg-card text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {option.label}
                </button>
              ))}
            </div>
            <DownloadButton
              path={`${base}/scorecards.pdf?por_hoja=${perSheet}`}
              fallbackName="tarjetas.pdf"
              size="default"
            >
              Tarjetas (PDF)
            </DownloadButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}
