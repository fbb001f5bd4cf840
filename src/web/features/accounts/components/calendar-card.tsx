import { CalendarPlusIcon, CalendarSyncIcon, CopyIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useCalendarAddressMutations, useMyCalendar } from '@/web/features/accounts/api/calendar';
import { toastError, toastSuccess } from '@/web/lib/toast';

type Asking = 'renew' | 'disable' | null;

const QUESTIONS = {
  renew: {
    title: 'Renovar dirección',
    text: 'La dirección actual dejará de funcionar: los calendarios suscritos con ella no recibirán más horarios. Tendrás que suscribirte de nuevo con la nueva dirección.',
    action: 'Renovar',
  },
  disable: {
    title: 'Desactivar calendario',
    text: 'La dirección actual dejará de funcionar: los calendarios suscritos con ella no recibirán más horarios.',
    action: 'Desactivar',
  },
} as const;

/** 'webcal://…': the link a phone's calendar app opens to subscribe (the same address over https). */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/**
 * Mi Área's 'Calendario': the player's private address of their tee times (and match deadlines) for a phone's
 * calendar to subscribe to; 'Copiar', 'Renovar dirección' (the old one stops working, asked first) and
 * 'Desactivar'.
 */
export function CalendarCard({ viewer }: { viewer: string }) {
  const query = useMyCalendar(viewer);
  const { renew, disable } = useCalendarAddressMutations(viewer);
  const [asking, setAsking] = useState<Asking>(null);
  const input = useRef<HTMLInputElement>(null);
  const url = query.data?.url ?? null;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (an old browser, no permission): the address is selected for the phone's own 'Copiar'.
      input.current?.select();
      if (!document.execCommand('copy')) {
        toastError('Error', 'No se pudo copiar: selecciona la dirección y cópiala');
        return;
      }
    }
    toastSuccess('Dirección copiada');
  }

  const busy = renew.isPending || disable.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarSyncIcon aria-hidden className="size-5 text-primary" />
          Calendario
        </CardTitle>
        <CardDescription>Suscríbete a tus horarios desde el calendario del móvil</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            No se pudo cargar la dirección del calendario
          </p>
        ) : url ? (
          <>
            <input
              ref={input}
              readOnly
              aria-label="Dirección privada del calendario"
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-11 w-full min-w-0 rounded-lg border border-input bg-muted px-3 font-mono text-xs"
            />
            <p className="text-xs text-muted-foreground">
              Es privada: quien la tenga ve tus horarios. Añádela en el calendario del móvil como calendario
              suscrito (desde una URL).
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              <Button size="sm" onClick={() => void copy()}>
                <CopyIcon />
                Copiar
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={webcalOf(url)}>
                  <CalendarPlusIcon />
                  Suscribirse
                </a>
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking('renew')}>
                {renew.isPending ? <Spinner /> : <RefreshCwIcon />}
                Renovar dirección
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking('disable')}>
                {disable.isPending ? <Spinner /> : <XIcon />}
                Desactivar
              </Button>
            </div>
          </>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              Crea tu dirección privada y añádela una vez: tus horarios de salida aparecerán solos en tu
              calendario.
            </p>
            <Button
              size="sm"
              className="justify-self-start"
              disabled={busy}
              onClick={() =>
                renew.mutate(undefined, { onSuccess: () => toastSuccess('Calendario activado') })
              }
            >
              {renew.isPending ? <Spinner /> : <CalendarPlusIcon />}
              Activar calendario
            </Button>
          </div>
        )}
      </CardContent>
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{asking ? QUESTIONS[asking].title : ''}</AlertDialogTitle>
            <AlertDialogDescription>{asking ? QUESTIONS[asking].text : ''}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking === 'renew')
                  renew.mutate(undefined, { onSuccess: () => toastSuccess('Dirección renovada') });
                if (asking === 'disable')
                  disable.mutate(undefined, { onSuccess: () => toastSuccess('Calendario desactivado') });
              }}
            >
              {asking ? QUESTIONS[asking].action : ''}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
