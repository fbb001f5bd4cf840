import { useId, useState, type KeyboardEvent } from 'react';
import {
  PERSONAL_GAME_LIMITS,
  ZGuestParticipantInput,
  type TParticipantInput,
} from '@/shared/schemas/personal-games';
import { Button } from '@/web/components/ui/button';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toastError } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

type Sexo = 'hombre' | 'mujer';

/**
 * The guest form opened by 'Invitado' (P§2, P§5): Nombre (required: 'Introduce el nombre del invitado'),
 * Hándicap (optional, one decimal; '12,4', and '+0,8' for a plus handicap), Sexo (Hombre by default), buttons Añadir and Cancelar. Checked with the shared
 * schema. Not a <form>: it lives inside the game form, so Enter adds the guest instead of submitting.
 */
export function GuestForm({
  onAdd,
  onCancel,
}: {
  onAdd: (guest: TParticipantInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [nombre, setNombre] = useState('');
  const [handicap, setHandicap] = useState('');
  const [sexo, setSexo] = useState<Sexo>('hombre');

  function add(): void {
    const parsed = ZGuestParticipantInput.safeParse({
      tipo: 'invitado',
      nombre_invitado: nombre,
      handicap_invitado: handicap,
      sexo_invitado: sexo,
      handicap_partida: null,
    });
    if (!parsed.success) {
      toastError('Error', parsed.error.issues[0]?.message);
      return;
    }
    onAdd(parsed.data);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'radio') {
      event.preventDefault();
      add();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-muted/60 p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        Invitado
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_8rem]">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`${id}-nombre`}>Nombre</Label>
          <Input
            id={`${id}-nombre`}
            autoFocus
            autoComplete="off"
            maxLength={PERSONAL_GAME_LIMITS.nombreMaxLength}
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
          />
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`${id}-handicap`}>Hándicap</Label>
          <DecimalInput
            signed
            id={`${id}-handicap`}
            value={handicap}
            onChange={(e) => setHandicap(e.currentTarget.value)}
          />
        </div>
      </div>
      <fieldset className="grid grid-cols-1 gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Sexo</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['hombre', 'mujer'] as const).map((value) => (
            <label
              key={value}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
                sexo === value
                  ? 'border-primary bg-secondary text-secondary-foreground'
                  : 'border-input bg-card hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-sexo`}
                value={value}
                checked={sexo === value}
                onChange={() => setSexo(value)}
                className="size-4 accent-(--color-primary)"
              />
              {value === 'hombre' ? 'Hombre' : 'Mujer'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={add}>Añadir</Button>
      </div>
    </div>
  );
}
