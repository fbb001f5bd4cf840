import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import {
  PRIZE_KIND_LABELS,
  PRIZE_KINDS,
  ZCreatePrizeRequest,
  type PrizeKind,
  type TCreatePrizeRequest,
} from '@/shared/schemas/prizes';
import { Button } from '@/web/components/ui/button';
import { FieldError, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';

const HOLES = Array.from({ length: 18 }, (_, i) => i + 1);

/**
 * The form 'Añadir premio especial' (decision record 042): 'Bola más cercana' or 'Drive más largo' on a hole, or any
 * named prize (its hole optional), checked with the request's schema before `onAdd`; `done` empties the hole and
 * the name. A tournament's prizes and the club's defaults for new tournaments (decision record 044) use it.
 */
export function PrizeDefinitionForm({
  onAdd,
  pending,
  error,
}: {
  onAdd: (body: TCreatePrizeRequest, done: () => void) => void;
  pending: boolean;
  /** The server's refusal of the last addition. */
  error?: string;
}) {
  const [tipo, setTipo] = useState<PrizeKind>('bola_mas_cercana');
  const [hoyo, setHoyo] = useState('');
  const [nombre, setNombre] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <form
      noValidate
      aria-label="Añadir premio especial"
      className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        const body = { tipo, numero_hoyo: hoyo === '' ? null : Number(hoyo), nombre: nombre || null };
        const problem = ZCreatePrizeRequest.safeParse(body).error?.issues[0]?.message;
        setRefusal(problem);
        if (!problem)
          onAdd(body, () => {
            setHoyo('');
            setNombre('');
          });
      }}
    >
      <FormField label="Premio">
        {(field) => (
          <NativeSelect {...field} value={tipo} onChange={(e) => setTipo(e.target.value as PrizeKind)}>
            {PRIZE_KINDS.map((k) => (
              <option key={k} value={k}>
                {PRIZE_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Hoyo">
        {(field) => (
          <NativeSelect {...field} value={hoyo} onChange={(e) => setHoyo(e.target.value)}>
            <option value="">{tipo === 'otro' ? 'Ninguno' : 'Elige'}</option>
            {HOLES.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={tipo === 'otro' ? 'Nombre' : 'Nombre (opcional)'}>
        {(field) => (
          <Input
            {...field}
            value={nombre}
            placeholder={tipo === 'otro' ? 'Mejor vestido' : PRIZE_KIND_LABELS[tipo]}
            onChange={(e) => setNombre(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner /> : <PlusIcon />}
        Añadir premio
      </Button>
      <div className="sm:col-span-4">
        <FieldError message={refusal ?? error} />
      </div>
    </form>
  );
}
