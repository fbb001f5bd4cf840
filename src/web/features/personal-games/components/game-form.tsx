import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Label } from '@/web/components/ui/label';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useNavigate } from 'react-router';
import type { TCourse } from '@/shared/schemas/courses';
import {
  ZCreatePersonalGameRequest,
  type TCreatePersonalGameInput,
  type TPlayerOption,
} from '@/shared/schemas/personal-games';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { ParticipantsCard } from '@/web/features/personal-games/components/participants-card';
import {
  firstErrorMessage,
  type GameFormValues,
  type PlayerInfo,
} from '@/web/features/personal-games/lib/participants';
import { toastError } from '@/web/lib/toast';

export interface GameFormProps {
  defaultValues: GameFormValues;
  courses: readonly TCourse[];
  playerOptions: readonly TPlayerOption[];
  /** Names and handicaps of every player that may appear in the list (players, the creator, stored rows). */
  players: ReadonlyMap<string, PlayerInfo>;
  creatorId: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  cancelTo: string;
  onSubmit: (values: TCreatePersonalGameInput) => void;
}

/**
 * The form of 'Crear Partida Personal' and of the edit screen (P§2): 'Datos de la Partida' and
 * 'Participantes (n)' side by side on wide screens. Checked with the shared schema; its first message is
 * toasted as 'Error' (P§5: 'Completa todos los campos de la partida', 'Añade al menos un participante').
 */
export function GameForm(props: GameFormProps) {
  const { courses, playerOptions, players, creatorId, submitLabel, pendingLabel, isPending, cancelTo } =
    props;
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ZCreatePersonalGameRequest),
    defaultValues: props.defaultValues,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const campoId = useWatch({ control: form.control, name: 'campo_id' });
  const course = courses.find((c) => c.id === campoId);
  const tee = course ? course.tee : undefined;

  const onSubmit = form.handleSubmit(
    (values) => props.onSubmit(values),
    (formErrors) => toastError('Error', firstErrorMessage(formErrors)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle>Datos de la Partida</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <FormField label="Nombre">
            {(field) => (
              <Input
                {...field}
                aria-invalid={errors.nombre ? true : undefined}
                placeholder="Ej. Partida del sábado"
                autoComplete="off"
                {...form.register('nombre')}
              />
            )}
          </FormField>
          <FormField label="Campo de golf">
            {(field) => (
              <Controller
                control={form.control}
                name="campo_id"
                render={({ field: { value, onChange, ref } }) => (
                  <Select value={value ?? ''} onValueChange={onChange}>
                    <SelectTrigger ref={ref} {...field} aria-invalid={errors.campo_id ? true : undefined}>
                      <SelectValue placeholder="Selecciona..." />
                    </SelectTrigger>
                    <SelectContent>
                      {courses.map((c) => (
                        <SelectItem key={c.id} value={c.id}>
                          {c.nombre} - {c.ubicacion}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Fecha">
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  aria-invalid={errors.fecha_juego ? true : undefined}
                  {...form.register('fecha_juego')}
                />
              )}
            </FormField>
            <FormField label="Hora de salida">
              {(field) => (
                <Input
                  {...field}
                  type="time"
                  aria-invalid={errors.hora_salida ? true : undefined}
                  {...form.register('hora_salida')}
                />
              )}
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="valida_para_handicap"
            render={({ field: { value, onChange } }) => (
              <div className="mt-3 flex min-h-11 items-start gap-3">
                <Checkbox
                  id="valida-para-handicap"
                  checked={value === true}
                  onCheckedChange={(v) => onChange(v === true)}
                />
                <Label htmlFor="valida-para-handicap" className="grid gap-0.5">
                  <span>Válida para hándicap</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    Cuenta para el hándicap de la peña si todos los participantes son socios. Solo se puede
                    cambiar antes de apuntar el primer golpe.
                  </span>
                </Label>
              </div>
            )}
          />
        </CardContent>
      </Card>

      <Controller
        control={form.control}
        name="participantes"
        render={({ field: { value, onChange } }) => (
          <ParticipantsCard
            value={value}
            onChange={onChange}
            creatorId={creatorId}
            players={players}
            playerOptions={playerOptions}
            tee={tee}
            invalid={Boolean(errors.participantes)}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:col-span-2">
        <Button variant="outline" size="lg" onClick={() => void navigate(cancelTo)}>
          Cancelar
        </Button>
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? <Spinner /> : null}
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
