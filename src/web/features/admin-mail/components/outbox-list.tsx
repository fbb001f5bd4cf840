import { useQuery } from '@tanstack/react-query';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import type { TOutboxItem, TOutboxState } from '@/shared/schemas/admin-mail';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { CardListSkeleton, LoadError } from '@/web/components/ui/list-state';
import {
  outboxEntryQueryOptions,
  outboxIcsUrl,
  outboxQueryOptions,
} from '@/web/features/admin-mail/api/mail-api';
import { formatShortDate, formatTime } from '@/web/lib/format';

const STATE_LABEL: Record<TOutboxState, string> = {
  enviado: 'Enviado',
  guardado: 'No enviado (sin servidor)',
  fallido: 'No enviado (error)',
};

const when = (iso: string) => `${formatShortDate(iso)} ${formatTime(iso)}`;

function StateBadge({ estado }: { estado: TOutboxState }) {
  return <Badge variant={estado === 'enviado' ? 'default' : 'destructive'}>{STATE_LABEL[estado]}</Badge>;
}

/** The outbox, newest first, a page at a time; an entry opens with its text and calendar file. */
export function OutboxList() {
  const [pagina, setPagina] = useState(1);
  const [open, setOpen] = useState<TOutboxItem | null>(null);
  const list = useQuery(outboxQueryOptions(pagina));

  if (list.isPending) return <CardListSkeleton count={2} />;
  if (list.isError && !list.data) {
    return (
      <LoadError
        message="No se pudieron cargar los datos"
        onRetry={() => void list.refetch()}
        busy={list.isFetching}
      />
    );
  }
  const { emails, total, por_pagina } = list.data;
  const pages = Math.max(1, Math.ceil(total / por_pagina));

  return (
    <div className="grid gap-3">
      {emails.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-6 text-center text-muted-foreground">
          La bandeja de salida está vacía.
        </p>
      ) : (
        <ul aria-label="Bandeja de salida" className="grid gap-2">
          {emails.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => setOpen(m)}
                className="grid w-full gap-1 rounded-xl border border-border bg-card p-3 text-left text-sm shadow-sm hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-4"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{m.asunto}</span>
                  <span className="block truncate text-muted-foreground">Para: {m.para}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <time dateTime={m.fecha} className="text-muted-foreground tabular-nums">
                    {when(m.fecha)}
                  </time>
                  <StateBadge estado={m.estado} />
                  {m.ics ? (
                    <Badge variant="outline">
                      <CalendarIcon className="size-3" />
                      .ics
                    </Badge>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Páginas de la bandeja de salida" className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            disabled={pagina <= 1 || list.isFetching}
            onClick={() => setPagina((p) => p - 1)}
          >
            <ChevronLeftIcon />
            Anterior
          </Button>
          <span className="text-sm text-muted-foreground">
            Página {pagina} de {pages}
          </span>
          <Button
            variant="outline"
            disabled={pagina >= pages || list.isFetching}
            onClick={() => setPagina((p) => p + 1)}
          >
            Siguiente
            <ChevronRightIcon />
          </Button>
        </nav>
      ) : null}
      <OutboxEntryDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function OutboxEntryDialog({ item, onClose }: { item: TOutboxItem | null; onClose: () => void }) {
  const entry = useQuery({ ...outboxEntryQueryOptions(item?.id ?? ''), enabled: item !== null });
  return (
    <Dialog open={item !== null} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{item.asunto}</DialogTitle>
              <DialogDescription className="break-all">
                Para: {item.para} · {when(item.fecha)}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 text-sm">
              <div>
                <StateBadge estado={item.estado} />
              </div>
              {entry.data?.error ? (
                <p className="text-destructive">Respuesta del servidor de correo: {entry.data.error}</p>
              ) : null}
              {item.tipo === 'cuenta' ? (
                <p role="note" className="rounded-lg bg-muted p-3">
                  Email de cuenta (confirmación o cambio de contraseña): su contenido no se muestra porque
                  lleva un enlace secreto. Si el jugador no lo recibió, cámbiale la contraseña desde su ficha.
                </p>
              ) : entry.isPending ? (
                <p className="text-muted-foreground">Cargando...</p>
              ) : entry.data ? (
                <pre className="rounded-lg bg-muted p-3 font-sans text-sm break-words whitespace-pre-wrap">
                  {entry.data.texto}
                </pre>
              ) : (
                <p className="text-destructive">No se pudieron cargar los datos</p>
              )}
              {item.ics ? (
                <Button asChild variant="outline" className="justify-self-start">
                  <a href={outboxIcsUrl(item.id)} download>
                    <DownloadIcon />
                    Descargar calendario (.ics)
                  </a>
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
