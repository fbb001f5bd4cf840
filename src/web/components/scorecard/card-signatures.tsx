import { PenLineIcon } from 'lucide-react';
import type { TCardSignatures, TSignatureRole } from '@/shared/schemas/scorecard';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { cn } from '@/web/lib/utils';

/** A card's signature state ('Marcador y jugador'). */
export function signatureState(sig: Pick<TCardSignatures, 'firma_marcador_at' | 'firma_jugador_at'>): string {
  const marker = sig.firma_marcador_at !== null;
  const player = sig.firma_jugador_at !== null;
  if (marker && player) return 'Firmada';
  if (marker) return 'Firmada por el marcador';
  if (player) return 'Firmada por el jugador';
  return 'Sin firmar';
}

/** Who marks a card, as the score entry and the start sheet say it. */
export const markerLine = (sig: Pick<TCardSignatures, 'marcador'>) =>
  `Marcador: ${sig.marcador?.nombre ?? 'lo asigna el comité'}`;

const CONFIRM: Record<TSignatureRole, { label: string; title: string; text: (nombre: string) => string }> = {
  marcador: {
    label: 'Firmar como marcador',
    title: '¿Firmar como marcador?',
    text: (nombre) =>
      `Certificas los golpes de ${nombre} en todos los hoyos. Si después cambia algún hoyo, tu firma se retirará.`,
  },
  jugador: {
    label: 'Firmar como jugador',
    title: '¿Firmar como jugador?',
    text: () =>
      'Confirmas los golpes de tu tarjeta en todos los hoyos. Si después cambia algún hoyo, tu firma se retirará.',
  },
};

function SignButton({
  como,
  nombre,
  pending,
  onSign,
}: {
  como: TSignatureRole;
  nombre: string;
  pending: boolean;
  onSign: (como: TSignatureRole) => void;
}) {
  const c = CONFIRM[como];
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" className="min-h-10" disabled={pending}>
          <PenLineIcon />
          {c.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{c.title}</AlertDialogTitle>
          <AlertDialogDescription>{c.text(nombre)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={() => onSign(como)}>Firmar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A card's marker and signatures under its player's row ('Marcador y jugador', design.md §18): 'Marcador: …', the
 * state, and the signatures the viewer may give now (the server's decision), each with a confirmation.
 */
export function CardSignatures({
  sig,
  nombre,
  pending,
  onSign,
  markerChoices,
  onMarkerChange,
}: {
  sig: TCardSignatures;
  /** The card's player. */
  nombre: string;
  pending: boolean;
  onSign: (como: TSignatureRole) => void;
  /** Administrators: whom they may name this card's marker (its own player is left out). */
  markerChoices?: { participante_id: string; nombre: string }[] | undefined;
  onMarkerChange?: (marcadorId: string | null) => void;
}) {
  const state = signatureState(sig);
  const choices = markerChoices?.filter((c) => c.participante_id !== sig.participante_id);
  return (
    <div
      aria-label={`Firmas de ${nombre}`}
      className="mt-1 flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-border px-3 py-2 text-sm"
    >
      {choices && onMarkerChange ? (
        <label className="flex w-full min-w-0 items-center gap-2 text-muted-foreground sm:w-auto sm:flex-1">
          Marcador:
          <NativeSelect
            aria-label={`Marcador de ${nombre}`}
            className="h-10 min-w-0 flex-1"
            value={sig.marcador?.participante_id ?? ''}
            disabled={pending}
            onChange={(e) => onMarkerChange(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">Lo asigna el comité</option>
            {choices.map((c) => (
              <option key={c.participante_id} value={c.participante_id}>
                {c.nombre}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : (
        <span className="min-w-0 flex-1 text-muted-foreground">{markerLine(sig)}</span>
      )}
      <Badge
        variant="outline"
        className={cn(state === 'Firmada' && 'border-primary/50 bg-secondary text-secondary-foreground')}
      >
        {state}
      </Badge>
      {sig.puede_firmar_marcador || sig.puede_firmar_jugador ? (
        <span className="flex w-full flex-wrap justify-end gap-2">
          {sig.puede_firmar_marcador ? (
            <SignButton como="marcador" nombre={nombre} pending={pending} onSign={onSign} />
          ) : null}
          {sig.puede_firmar_jugador ? (
            <SignButton como="jugador" nombre={nombre} pending={pending} onSign={onSign} />
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The toast of a signature withdrawn by a stroke change, for the signer it concerns (null: not the viewer's):
 * 'El jugador cambió el hoyo 5: tu firma como marcador se ha retirado'.
 */
export function withdrawnText(
  sig: TCardSignatures,
  event: { retiradas: TSignatureRole[]; numero_hoyo: number | null; autor_jugador_id: string | null },
  playerId: string | null,
): string | null {
  const mine: TSignatureRole | null =
    sig.es_marcador && event.retiradas.includes('marcador')
      ? 'marcador'
      : sig.es_jugador && event.retiradas.includes('jugador')
        ? 'jugador'
        : null;
  if (mine === null || event.numero_hoyo === null) return null;
  const author = event.autor_jugador_id;
  // The viewer's own change needs no telling.
  if (author !== null && author === (mine === 'marcador' ? sig.marcador?.jugador_id : playerId)) return null;
  const who =
    author !== null && author === playerId
      ? 'El jugador'
      : author !== null && author === sig.marcador?.jugador_id
        ? 'El marcador'
        : 'Alguien';
  return `${who} cambió el hoyo ${event.numero_hoyo}: tu firma como ${mine} se ha retirado`;
}
