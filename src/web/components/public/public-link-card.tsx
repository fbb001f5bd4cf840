import { CopyIcon, RefreshCwIcon, Share2Icon } from 'lucide-react';
import { useId } from 'react';
import type { TPublicLinkSettings } from '@/shared/schemas/public';
import { AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { usePublicLink, useRenewPublicLink, useUpdatePublicLink } from '@/web/lib/public-link';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Enlace público' of a tournament or league on its administration page (design.md §17): off by default; on, it offers
 * the link ('Compartir': the phone's share sheet, copy, a QR), the name choice and 'Ocultar la clasificación hasta
 * el final'; 'Renovar enlace' makes a new address (the old one stops working), turning it off too.
 */
export function PublicLinkCard({
  kind,
  id,
  title,
}: {
  kind: 'tournaments' | 'leagues';
  id: string;
  title: string;
}) {
  const link = usePublicLink(kind, id);
  const update = useUpdatePublicLink(kind, id);
  const renew = useRenewPublicLink(kind, id);
  const ids = { on: useId(), full: useId(), hide: useId(), url: useId(), embed: useId() };
  const s = link.data;
  const pending = update.isPending || renew.isPending;
  const save = (
    change: Partial<Pick<TPublicLinkSettings, 'activo' | 'nombres' | 'ocultar_clasificacion'>>,
  ) => {
    if (!s) return;
    update.mutate({
      activo: change.activo ?? s.activo,
      nombres: change.nombres ?? s.nombres,
      ocultar_clasificacion: change.ocultar_clasificacion ?? s.ocultar_clasificacion,
    });
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy(url: string, done = 'Enlace copiado') {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(done);
    } catch {
      toastError('No se pudo copiar', 'Selecciona el enlace y cópialo a mano.');
    }
  }
  async function share(url: string) {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') {
        toastError('No se pudo compartir', 'Copia el enlace y envíalo tú.');
      }
    }
  }

  return (
    <AdminSection
      title="Enlace público"
      description="Cualquiera con el enlace ve la clasificación en directo y el horario de salida, sin cuenta."
    >
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          {!s ? (
            <p className="text-sm text-muted-foreground">Cargando...</p>
          ) : (
            <>
              <label htmlFor={ids.on} className="flex min-h-11 items-center gap-3 font-medium">
                <Checkbox
                  id={ids.on}
                  checked={s.activo}
                  disabled={pending}
                  onCheckedChange={(v) => save({ activo: v === true })}
                />
                Enlace público activado
              </label>
              <label htmlFor={ids.full} className="flex min-h-11 items-center gap-3 text-sm">
                <Checkbox
                  id={ids.full}
                  checked={s.nombres === 'completo'}
                  disabled={pending}
                  onCheckedChange={(v) => save({ nombres: v === true ? 'completo' : 'inicial' })}
                />
                Mostrar los nombres completos (si no, &lsquo;Nombre I.&rsquo;)
              </label>
              {kind === 'tournaments' ? (
                <label htmlFor={ids.hide} className="flex min-h-11 items-center gap-3 text-sm">
                  <Checkbox
                    id={ids.hide}
                    checked={s.ocultar_clasificacion}
                    disabled={pending}
                    onCheckedChange={(v) => save({ ocultar_clasificacion: v === true })}
                  />
                  Ocultar la clasificación hasta el final
                </label>
              ) : null}
              {s.url ? (
                <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
                  {s.qr_svg ? (
                    <img
                      alt="Código QR del enlace público"
                      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.qr_svg)}`}
                      className="size-40 justify-self-center rounded-lg border border-border bg-white p-1"
                    />
                  ) : null}
                  <div className="grid gap-2">
                    <label htmlFor={ids.url} className="text-sm font-medium">
                      Compartir
                    </label>
                    <Input id={ids.url} readOnly value={s.url} onFocus={(e) => e.currentTarget.select()} />
                    <div className="flex flex-wrap gap-2">
                      {canShare ? (
                        <Button onClick={() => void share(s.url!)}>
                          <Share2Icon />
                          Compartir
                        </Button>
                      ) : null}
                      <Button variant="outline" onClick={() => void copy(s.url!)}>
                        <CopyIcon />
                        Copiar enlace
                      </Button>
                      <Button variant="outline" disabled={pending} onClick={() => renew.mutate()}>
                        <RefreshCwIcon />
                        Renovar enlace
                      </Button>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      Al renovar o desactivar el enlace, el anterior deja de funcionar.
                    </p>
                  </div>
                </div>
              ) : null}
              {s.embed_url ? (
                <div className="grid gap-2 border-t border-border pt-4">
                  <label htmlFor={ids.embed} className="text-sm font-medium">
                    Insertar en la web del club
                  </label>
                  <textarea
                    id={ids.embed}
                    readOnly
                    rows={3}
                    value={embedSnippet(s.embed_url, title)}
                    onFocus={(e) => e.currentTarget.select()}
                    className="w-full resize-none rounded-md border border-input bg-background p-2 font-mono text-xs break-all"
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      onClick={() => void copy(embedSnippet(s.embed_url!, title), 'Código copiado')}
                    >
                      <CopyIcon />
                      Copiar código
                    </Button>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {s.embed_origenes.length
                      ? `Solo se muestra dentro de: ${s.embed_origenes.join(', ')}.`
                      : 'Ninguna web autorizada todavía: indica la dirección de la web del club en EMBED_ORIGINS.'}
                  </p>
                </div>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </AdminSection>
  );
}

/** The copy-paste `<iframe>` for the club's website. */
export function embedSnippet(url: string, title: string): string {
  const safeTitle = title.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<iframe src="${url}" title="${safeTitle}" width="100%" height="640" style="border:0" loading="lazy"></iframe>`;
}
