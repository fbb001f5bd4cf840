import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AdminPage } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { InvitationQr } from '@/web/features/admin-players/components/invitation-link';
import { invitationsCsv, ZInvitationSheetState } from '@/web/features/admin-players/lib/invitation-sheet';
import { usePublicConfig } from '@/web/lib/config';
import { saveFile } from '@/web/lib/download';
import { formatShortDate, todayIsoDate } from '@/web/lib/format';

/**
 * /admin/jugadores/invitaciones: the invitations just made, one card per player (name, QR code, link, expiry) to
 * print and hand out or cut, and their CSV for a mail merge. The links travel in the router's state: reloading the
 * tab keeps them, but nothing on the server can show them again (only their hash is kept).
 */
export default function InvitationsSheetPage() {
  const location = useLocation();
  const state = ZInvitationSheetState.safeParse(location.state);
  const config = usePublicConfig();
  const clubName = config.data?.clubName || 'Peña de Golf';

  if (!state.success) {
    return (
      <AdminPage
        title="Hoja de invitaciones"
        backTo="/admin/jugadores"
        backLabel="Volver a Jugadores"
        width="lg"
      >
        <Card>
          <CardContent className="grid gap-3 p-6">
            <p>No hay invitaciones nuevas que mostrar.</p>
            <p className="text-sm text-muted-foreground">
              Los enlaces solo se ven al crearlos. Vuelve a Gestión de Jugadores, selecciona a quién invitar y
              pulsa «Invitar».
            </p>
            <Button asChild className="justify-self-start">
              <Link to="/admin/jugadores">Ir a Gestión de Jugadores</Link>
            </Button>
          </CardContent>
        </Card>
      </AdminPage>
    );
  }

  const invitations = state.data.invitaciones;
  const expiries = [...new Set(invitations.map((i) => formatShortDate(i.expira_en)))];
  return (
    <AdminPage
      title="Hoja de invitaciones"
      description={`${invitations.length === 1 ? '1 invitación' : `${invitations.length} invitaciones`} · caducan el ${expiries.join(', ')}`}
      backTo="/admin/jugadores"
      backLabel="Volver a Jugadores"
      width="lg"
      actions={
        <>
          <Button
            variant="outline"
            onClick={() =>
              saveFile({ blob: invitationsCsv(invitations), filename: `invitaciones-${todayIsoDate()}.csv` })
            }
          >
            <DownloadIcon />
            Descargar CSV
          </Button>
          <Button onClick={() => window.print()}>
            <PrinterIcon />
            Imprimir
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-muted-foreground print:hidden">
        Cada enlace es personal y sirve una sola vez. Imprime la hoja y recorta una tarjeta por jugador, o
        descarga el CSV para enviarlos por correo.
      </p>
      <ul
        aria-label="Invitaciones"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-0"
      >
        {invitations.map((invitation) => (
          <li
            key={invitation.jugador_id}
            className="grid break-inside-avoid justify-items-center gap-2 rounded-xl border border-dashed border-border bg-card p-4 text-center print:rounded-none print:p-5"
          >
            <p className="text-xs tracking-wide text-muted-foreground uppercase">{clubName}</p>
            <p className="text-lg leading-tight font-semibold break-words">{invitation.nombre}</p>
            <InvitationQr invitation={invitation} className="size-40 bg-white" />
            <p className="text-sm">Escanea el código con la cámara del móvil para crear tu cuenta.</p>
            <p className="font-mono text-[11px] leading-snug break-all text-muted-foreground">
              {invitation.url}
            </p>
            <p className="text-xs text-muted-foreground">
              {`Personal y de un solo uso · válido hasta el ${formatShortDate(invitation.expira_en)}`}
            </p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
