import { UserPlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { TCourseTee } from '@/shared/schemas/courses';
import { PERSONAL_GAME_LIMITS, PERSONAL_GAME_MESSAGES } from '@/shared/schemas/personal-games';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { GuestForm } from '@/web/features/personal-games/components/guest-form';
import { HandicapEditor } from '@/web/features/personal-games/components/handicap-editor';
import {
  ownHandicap,
  participantKey,
  participantName,
  previewGameHandicap,
  type ParticipantDraft,
  type PlayerInfo,
} from '@/web/features/personal-games/lib/participants';
import { formatHandicap, parseHandicap } from '@/shared/domain/handicap-text';
import { toastError } from '@/web/lib/toast';

export interface ParticipantsCardProps {
  value: ParticipantDraft[];
  onChange: (next: ParticipantDraft[]) => void;
  /** The creator's profile id: fixed first, cannot be removed. */
  creatorId: string;
  /** Registered players by id (names and handicaps), for rows and the dropdown. */
  players: ReadonlyMap<string, PlayerInfo>;
  /** Registered players in dropdown order. */
  playerOptions: readonly { id: string; nombre: string; handicap: number | null }[];
  /** The chosen course's first tee (null: course without tee; undefined: no course chosen yet). */
  tee: TCourseTee | null | undefined;
  invalid?: boolean;
}

/** 'Participantes (n)' of the create/edit form (P§2, P§5). */
export function ParticipantsCard({
  value,
  onChange,
  creatorId,
  players,
  playerOptions,
  tee,
  invalid,
}: ParticipantsCardProps) {
  const [guestOpen, setGuestOpen] = useState(false);
  const added = new Set(value.flatMap((p) => (p.tipo === 'jugador' ? [p.jugador_id] : [])));
  const available = playerOptions.filter((p) => !added.has(p.id));
  const isFull = value.length >= PERSONAL_GAME_LIMITS.maxParticipants;

  function add(participant: ParticipantDraft): boolean {
    if (isFull) {
      toastError('Error', PERSONAL_GAME_MESSAGES.tooManyParticipants);
      return false;
    }
    onChange([...value, participant]);
    return true;
  }

  function remove(index: number): void {
    const p = value[index];
    if (p?.tipo === 'jugador' && p.jugador_id === creatorId) {
      toastError('Error', PERSONAL_GAME_MESSAGES.creatorRemoved);
      return;
    }
    onChange(value.filter((_, i) => i !== index));
  }

  function setHandicap(index: number, handicap: number): void {
    onChange(value.map((p, i) => (i === index ? { ...p, handicap_partida: handicap } : p)));
  }

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Participantes ({value.length})</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ul
          aria-label="Participantes"
          aria-invalid={invalid || undefined}
          className="-mx-1 grid max-h-76 grid-cols-1 gap-2 overflow-y-auto overscroll-contain px-1 py-0.5 aria-invalid:rounded-lg aria-invalid:ring-2 aria-invalid:ring-destructive/40"
        >
          {value.map((p, index) => {
            const name = participantName(p, players);
            const isCreator = p.tipo === 'jugador' && p.jugador_id === creatorId;
            const own = ownHandicap(p, players);
            return (
              <li
                key={participantKey(p, index)}
                className="flex items-center gap-2 rounded-lg border border-border bg-card py-1.5 pr-1 pl-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{name}</p>
                  <div className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant={p.tipo === 'jugador' ? 'secondary' : 'outline'}>
                      {p.tipo === 'jugador' ? 'Jugador' : 'Invitado'}
                    </Badge>
                    {own !== null ? <span>H: {formatHandicap(own)}</span> : null}
                  </div>
                </div>
                <HandicapEditor
                  name={name}
                  value={parseHandicap(p.handicap_partida)}
                  preview={previewGameHandicap(own, tee)}
                  onChange={(h) => setHandicap(index, h)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Eliminar a ${name}`}
                  title="Eliminar"
                  onClick={() => remove(index)}
                  className={
                    isCreator ? 'text-muted-foreground/60' : 'text-muted-foreground hover:text-destructive'
                  }
                >
                  <XIcon />
                </Button>
              </li>
            );
          })}
        </ul>
        {/* The list shows four participants whole; with more it scrolls, and says so. */}
        {value.length > 4 ? (
          <p className="-mt-2 text-xs text-muted-foreground">
            Desliza la lista para ver los {value.length} participantes
          </p>
        ) : null}

        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
          <Select
            value=""
            onValueChange={(id) => {
              if (id) add({ tipo: 'jugador', jugador_id: id, handicap_partida: null });
            }}
            disabled={available.length === 0}
          >
            <SelectTrigger aria-label="Añadir jugador">
              <SelectValue placeholder="Añadir jugador" />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {available.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.handicap === null ? p.nombre : `${p.nombre} (H: ${formatHandicap(p.handicap)})`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="outline"
            onClick={() => setGuestOpen(true)}
            disabled={guestOpen}
            aria-expanded={guestOpen}
          >
            <UserPlusIcon />
            Invitado
          </Button>
        </div>

        {guestOpen ? (
          <GuestForm
            onCancel={() => setGuestOpen(false)}
            onAdd={(guest) => {
              if (add(guest)) setGuestOpen(false);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
