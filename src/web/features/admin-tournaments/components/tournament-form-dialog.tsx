import { INDICES_HANDICAP, INDICE_HANDICAP_LABELS } from '@/shared/schemas/handicap-choice';
import { VALIDACIONES, VALIDACION_LABELS } from '@/shared/schemas/validation-choice';
import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  FORMA_PAREJAS_LABELS,
  FORMAS_PAREJAS,
  formatOf,
  isPairsModalidad,
  MODALIDAD_LABELS,
  MODALIDADES,
  tieMethodChoiceLabel,
  TIE_METHODS,
  type FormaParejas,
  type Modalidad,
} from '@/shared/domain';
import {
  ADMIN_TOURNAMENT_MESSAGES,
  usesStrokeLimit,
  limitForModality,
  newTournamentDefaults,
  standingsChanges,
  STROKE_LIMIT_MAX,
  ZTournamentRequest,
  type TAdminTournament,
  type TTournamentRequest,
  type TTournamentValues,
} from '@/shared/schemas/admin-tournaments';
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
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useCoursesWithTees, useSaveTournament } from '@/web/features/admin-tournaments/api/tournaments';
import { NativeSelect, TextArea } from '@/web/features/admin-tournaments/components/native-select';
import { numberOrNull, textOrNull } from '@/web/features/admin-tournaments/lib/form-values';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';
import { defaultEntryClose, type TClubSettings } from '@/shared/schemas/settings';
import { useClubSettings } from '@/web/lib/club-settings/settings-api';

/** The tee of each sex (T§4): the same select, one per field. */
const TEE_FIELDS = [
  ['salida_hombre_id', 'Salida hombres'],
  ['salida_mujer_id', 'Salida mujeres'],
] as const;

function valuesOf(t: TAdminTournament): TTournamentRequest {
  return {
    nombre: t.nombre,
    fecha_juego: t.fecha_juego,
    campo_id: t.campo_id,
    modalidad: t.modalidad,
    forma_parejas: t.forma_parejas,
    metodo_desempate: t.metodo_desempate,
    descripcion: t.descripcion ?? '',
    activo: t.activo,
    limite_golpes_hoyo: t.limite_golpes_hoyo,
    salida_hombre_id: t.salida_hombre_id,
    salida_mujer_id: t.salida_mujer_id,
    reductor_handicap: t.reductor_handicap,
    cierre_inscripcion: t.cierre_inscripcion ?? '',
    plazas: t.plazas ?? '',
    cuota: t.cuota == null ? '' : t.cuota.toFixed(2).replace('.', ','),
    indice_handicap: t.indice_handicap,
    validacion: t.validacion,
  };
}

/**
 * The tournament form of T§4–§5: changing the course clears both tees, changing the modality sets the stroke limit
 * to 5 (por golpes) or none; choosing a format (modality and, for pairs, 'Forma de juego de parejas') sets the
 * reductor to the format's recommended allowance, with the format's hint under the field. A new form starts with
 * individual_por_golpes, puntuacion_media, active, limit 5 and reductor 100. Editing a tournament with results asks
 * first when the standings would change.
 */
export const TournamentFormDialog = freshOnOpen(function TournamentFormDialog({
  tournament,
  open,
  onOpenChange,
  onSaved,
}: {
  tournament?: TAdminTournament | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (saved: TAdminTournament) => void;
}) {
  const courses = useCoursesWithTees();
  const defaults = tournament ? valuesOf(tournament) : newTournamentDefaults();
  const form = useForm<TTournamentRequest, unknown, TTournamentValues>({
    resolver: zodResolver(ZTournamentRequest),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [pending, setPending] = useState<TTournamentValues | null>(null);
  const campoId = useWatch({ control: form.control, name: 'campo_id' });
  const modalidad = useWatch({ control: form.control, name: 'modalidad' });
  const formaParejas = useWatch({ control: form.control, name: 'forma_parejas' });
  // An individual modality has no pairs form, even for the one render before the form clears it.
  const format = formatOf({
    modalidad,
    forma_parejas: isPairsModalidad(modalidad) ? (formaParejas ?? null) : null,
  });
  /** Choosing a format sets the reductor to its recommended allowance (design §14); the admin may change it. */
  const chooseFormat = (next: { modalidad: Modalidad; forma_parejas: FormaParejas | null }) => {
    const chosen = formatOf(next);
    form.setValue('forma_parejas', chosen.forma_parejas);
    // 'Marcador y jugador' only where the format attests cards (not match play).
    if (!chosen.attestedCards) form.setValue('validacion', 'partida');
    form.setValue('reductor_handicap', chosen.defaultReductor);
  };
  // A new tournament takes the club's defaults ('Ajustes de la peña', decision record 044) once they arrive, for
  // the fields the admin has not touched; the entry close follows the play date while the admin leaves it alone.
  const settings = useClubSettings();
  const applied = useRef(false);
  useEffect(() => {
    if (tournament || !settings.data || applied.current) return;
    applied.current = true;
    const s = settings.data;
    const { dirtyFields } = form.formState;
    if (s.metodo_desempate && !dirtyFields.metodo_desempate)
      form.setValue('metodo_desempate', s.metodo_desempate);
    if (s.reductor_handicap !== null && !dirtyFields.reductor_handicap) {
      form.setValue('reductor_handicap', s.reductor_handicap);
    }
  }, [tournament, settings.data, form]);
  const fechaJuego = useWatch({ control: form.control, name: 'fecha_juego' });
  useEffect(() => {
    if (tournament || form.getFieldState('cierre_inscripcion').isDirty) return;
    form.setValue('cierre_inscripcion', defaultEntryClose(fechaJuego, settings.data));
  }, [tournament, fechaJuego, settings.data, form]);
  const activo = useWatch({ control: form.control, name: 'activo' });
  const tees = courses.data?.find((c) => c.id === campoId)?.tees ?? [];

  const save = useSaveTournament({
    onSuccess: (saved) => {
      toastSuccess(tournament ? 'Torneo actualizado' : 'Torneo creado', saved.nombre);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => toastError('No se pudo guardar el torneo', errorMessage(error)),
  });
  const submit = (body: TTournamentValues, confirmed = false) =>
    save.mutate({ id: tournament?.id, body: { ...body, confirmar_cambios: confirmed } });
  const onSubmit = form.handleSubmit((body) => {
    if (tournament?.tiene_resultados && standingsChanges(tournament, body).standings) setPending(body);
    else submit(body);
  });
  const required = Object.values(errors).some((e) => e?.message === ADMIN_TOURNAMENT_MESSAGES.required);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{tournament ? 'Editar torneo' : 'Nuevo torneo'}</DialogTitle>
          <DialogDescription>Los campos marcados con * son obligatorios.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid items-start gap-4 sm:grid-cols-2">
          {required ? (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {ADMIN_TOURNAMENT_MESSAGES.required}
            </p>
          ) : null}
          <FormField label="Nombre *" error={errors.nombre?.message} className="sm:col-span-2">
            {(field) => <Input {...field} autoComplete="off" {...form.register('nombre')} />}
          </FormField>
          <FormField label="Fecha de juego *" error={errors.fecha_juego?.message}>
            {(field) => <Input {...field} type="date" {...form.register('fecha_juego')} />}
          </FormField>
          <FormField label="Campo *" error={errors.campo_id?.message}>
            {(field) => (
              <NativeSelect
                {...field}
                {...form.register('campo_id', {
                  onChange: () => {
                    form.setValue('salida_hombre_id', null);
                    form.setValue('salida_mujer_id', null);
                  },
                })}
              >
                <option value="">Selecciona un campo</option>
                {(courses.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre} ({c.ubicacion})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {TEE_FIELDS.map(([name, label]) => (
            <FormField key={name} label={label} error={errors[name]?.message}>
              {(field) => (
                <NativeSelect
                  {...field}
                  disabled={!campoId}
                  {...form.register(name, { setValueAs: textOrNull })}
                >
                  <option value="">Sin asignar</option>
                  {tees.map((t) => (
                    <option key={t.id} value={t.id}>
                      {/* The women's select shows the slope a woman plays from the tee (its women's, when rated). */}
                      {t.nombre} (slope{' '}
                      {name === 'salida_mujer_id' && t.slope_damas !== null
                        ? `${t.slope_damas} damas`
                        : t.slope}
                      )
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
          <FormField label="Modalidad" error={errors.modalidad?.message}>
            {(field) => (
              <NativeSelect
                {...field}
                {...form.register('modalidad', {
                  onChange: (e: { target: { value: string } }) => {
                    const next = e.target.value as Modalidad;
                    form.setValue('limite_golpes_hoyo', limitForModality(next));
                    chooseFormat({
                      modalidad: next,
                      forma_parejas: isPairsModalidad(next) ? (formaParejas ?? FORMAS_PAREJAS[0]) : null,
                    });
                  },
                })}
              >
                {MODALIDADES.map((m) => (
                  <option key={m} value={m}>
                    {MODALIDAD_LABELS[m]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {format.side.members === 2 ? (
            <FormField label="Forma de juego de parejas" error={errors.forma_parejas?.message}>
              {(field) => (
                <NativeSelect
                  {...field}
                  {...form.register('forma_parejas', {
                    onChange: (e: { target: { value: string } }) =>
                      chooseFormat({ modalidad, forma_parejas: e.target.value as FormaParejas }),
                  })}
                >
                  {FORMAS_PAREJAS.map((f) => (
                    <option key={f} value={f}>
                      {FORMA_PAREJAS_LABELS[f]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField label="Método de desempate" error={errors.metodo_desempate?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('metodo_desempate')}>
                {TIE_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {tieMethodChoiceLabel(m)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {usesStrokeLimit(modalidad) ? (
            <FormField label="Límite de golpes por hoyo" error={errors.limite_golpes_hoyo?.message}>
              {(field) => (
                <NativeSelect
                  {...field}
                  {...form.register('limite_golpes_hoyo', { setValueAs: numberOrNull })}
                >
                  <option value="">Sin límite (Medal)</option>
                  {Array.from({ length: STROKE_LIMIT_MAX + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      Par + {n}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField
            label="Reductor de hándicap (%)"
            error={errors.reductor_handicap?.message}
            hint={`${format.reductorHint} Entre 0 y 200.`}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={0}
                max={200}
                step={1}
                {...form.register('reductor_handicap', { setValueAs: numberOrNull })}
              />
            )}
          </FormField>
          <FormField
            label="Cierre de inscripción"
            error={errors.cierre_inscripcion?.message}
            hint="Hora de la peña. Después solo los administradores inscriben o dan de baja."
          >
            {(field) => <Input {...field} type="datetime-local" {...form.register('cierre_inscripcion')} />}
          </FormField>
          <FormField
            label="Plazas"
            error={errors.plazas?.message}
            hint="Vacío: sin límite. Completo, los jugadores pasan a la lista de espera."
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                step={1}
                {...form.register('plazas')}
              />
            )}
          </FormField>
          <FormField
            label="Cuota (€)"
            error={errors.cuota?.message}
            hint="Vacío: sin cuota. Por ejemplo 15,50."
          >
            {(field) => (
              <Input {...field} inputMode="decimal" autoComplete="off" {...form.register('cuota')} />
            )}
          </FormField>
          <FormField
            label="Hándicap para el juego"
            hint="'Hándicap de la peña' usa el estimado con las vueltas de la peña (para competiciones internas)."
          >
            {(field) => (
              <NativeSelect {...field} {...form.register('indice_handicap')}>
                {INDICES_HANDICAP.map((i) => (
                  <option key={i} value={i}>
                    {INDICE_HANDICAP_LABELS[i]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {format.attestedCards ? (
            <FormField
              label="Validación"
              error={errors.validacion?.message}
              hint="'Marcador y jugador': cada tarjeta la firman su marcador y su jugador; la partida queda validada con todas las firmas."
            >
              {(field) => (
                <NativeSelect {...field} {...form.register('validacion')}>
                  {VALIDACIONES.map((v) => (
                    <option key={v} value={v}>
                      {VALIDACION_LABELS[v]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField label="Descripción" error={errors.descripcion?.message} className="sm:col-span-2">
            {(field) => <TextArea {...field} rows={3} {...form.register('descripcion')} />}
          </FormField>
          <div className="flex min-h-11 items-center gap-3 sm:col-span-2">
            <Checkbox
              id="torneo-activo"
              checked={activo}
              onCheckedChange={(v) => form.setValue('activo', v === true)}
            />
            <Label htmlFor="torneo-activo">Activo (visible para los jugadores)</Label>
          </div>
          {tournament ? null : <ClubDefaultsHint settings={settings.data} />}
          <FormDialogFooter
            className="sm:col-span-2"
            pending={save.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
        <AlertDialog open={pending !== null} onOpenChange={(o) => (o ? undefined : setPending(null))}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>¿Cambiar la clasificación?</AlertDialogTitle>
              <AlertDialogDescription>
                Este torneo ya tiene resultados. Al cambiar las salidas, el reductor, el límite de golpes o el
                método de desempate cambiarán la clasificación y los puntos de liga
                {pending && tournament && standingsChanges(tournament, pending).handicaps
                  ? ', y se recalcularán los hándicaps de juego.'
                  : '.'}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction
                onClick={() => {
                  if (pending) submit(pending, true);
                  setPending(null);
                }}
              >
                Guardar cambios
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
});

/** On a new tournament: what it will start with from 'Ajustes de la peña' (decision record 044). */
function ClubDefaultsHint({ settings }: { settings: TClubSettings | undefined }) {
  const categories = settings?.categorias.categorias.length ?? 0;
  const prizes = settings?.premios_especiales.length ?? 0;
  const parts = [
    categories > 0 ? `${categories} ${categories === 1 ? 'categoría' : 'categorías'}` : null,
    prizes > 0 ? `${prizes} ${prizes === 1 ? 'premio especial' : 'premios especiales'}` : null,
  ].filter((p) => p !== null);
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground sm:col-span-2">
      Empezará con {parts.join(' y ')} de los ajustes de la peña.
    </p>
  );
}
