import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDecimal } from '@/shared/decimal';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  COURSE_LIMITS,
  ZCreateTeeRequest,
  ZUpdateTeeRequest,
  type TAdminTee,
  type TAdminTeeDetail,
  type TCreateTeeRequest,
} from '@/shared/schemas/admin-courses';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useSaveTee } from '@/web/features/admin-courses/api/tee-mutations';
import { numberOrNull } from '@/web/features/admin-courses/lib/numbers';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

/**
 * The two fields of a sex side by side, even on a phone. Each field's label, input, hint and error sit on rows of
 * the fieldset's grid (subgrid): a label on two lines ('Course rating damas' at 360 px) keeps the inputs level.
 */
const PAIR = 'grid grid-cols-2 gap-x-3 gap-y-2';
const CELL = 'row-span-4 grid-rows-subgrid';

type TeeForm = UseFormReturn<TCreateTeeRequest, unknown, z.output<typeof ZCreateTeeRequest>>;

/** The fields of each sex's rating: the men's are the spec's slope and course rating; the women's are optional. */
const RATINGS = {
  caballeros: {
    legend: 'Caballeros',
    note: null,
    slope: 'slope',
    courseRating: 'course_rating',
    suffix: '',
    placeholder: '72,6',
    courseRatingMax: COURSE_LIMITS.courseRatingMax,
  },
  damas: {
    legend: 'Damas',
    note: 'Vacíos si la salida no tiene valoración de damas.',
    slope: 'slope_damas',
    courseRating: 'course_rating_damas',
    suffix: ' damas',
    placeholder: '74,1',
    courseRatingMax: COURSE_LIMITS.courseRatingDamasMax,
  },
} as const;

/** A sex's slope and course rating, side by side. */
function RatingFields({ form, sex }: { form: TeeForm; sex: keyof typeof RATINGS }) {
  const r = RATINGS[sex];
  const { errors } = form.formState;
  return (
    <fieldset className={PAIR}>
      <legend className={`${r.note ? 'mb-1' : 'mb-2'} text-sm font-semibold`}>{r.legend}</legend>
      {r.note ? <p className="col-span-2 text-xs text-muted-foreground">{r.note}</p> : null}
      <FormField
        className={CELL}
        label={`Slope${r.suffix}`}
        error={errors[r.slope]?.message}
        hint="Entre 55 y 155"
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={COURSE_LIMITS.slopeMin}
            max={COURSE_LIMITS.slopeMax}
            step={1}
            {...form.register(r.slope, { setValueAs: numberOrNull })}
          />
        )}
      </FormField>
      <FormField
        className={CELL}
        label={`Course rating${r.suffix}`}
        error={errors[r.courseRating]?.message}
        hint={`Opcional, ${COURSE_LIMITS.courseRatingMin} a ${r.courseRatingMax}`}
      >
        {(field) => (
          <DecimalInput {...field} placeholder={r.placeholder} {...form.register(r.courseRating)} />
        )}
      </FormField>
    </fieldset>
  );
}

/**
 * New tee (18 holes of par 4 without stroke index are created with it) or edit (T§5: 'El nombre y slope son
 * obligatorios', slope 55–155, course rating optional 60–80, 'El nombre no puede estar vacío'). The men's rating
 * ('Caballeros', the spec's slope and course rating) and, optionally, the women's ('Damas': empty means the tee is
 * not rated for women; their course rating, up to 85, needs their slope).
 */
export const TeeFormDialog = freshOnOpen(function TeeFormDialog({
  campoId,
  tee,
  open,
  onOpenChange,
  onSaved,
}: {
  campoId: string;
  tee?: TAdminTee | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (tee: TAdminTeeDetail) => void;
}) {
  const defaults: DefaultValues<TCreateTeeRequest> = {
    nombre: tee?.nombre ?? '',
    slope: tee?.slope,
    course_rating: formatDecimal(tee?.course_rating, 1),
    slope_damas: tee?.slope_damas ?? null,
    course_rating_damas: formatDecimal(tee?.course_rating_damas, 1),
  };
  const form = useForm<TCreateTeeRequest, unknown, z.output<typeof ZCreateTeeRequest>>({
    resolver: zodResolver(tee ? ZUpdateTeeRequest : ZCreateTeeRequest),
    defaultValues: defaults,
  });
  const save = useSaveTee({
    onSuccess: (saved) => {
      toastSuccess(tee ? 'Tipo de salida actualizado' : 'Tipo de salida creado', saved.nombre);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((body) => save.mutate({ campoId, teeId: tee?.id, body }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tee ? 'Editar tipo de salida' : 'Nuevo tipo de salida'}</DialogTitle>
          <DialogDescription>
            {tee
              ? 'Nombre, slope y course rating de caballeros y de damas.'
              : 'Se crearán sus 18 hoyos con par 4 y sin hándicap; después podrás editarlos.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid items-start gap-4">
          <FormField label="Nombre" error={form.formState.errors.nombre?.message}>
            {(field) => (
              <Input {...field} autoComplete="off" placeholder="Amarillas" {...form.register('nombre')} />
            )}
          </FormField>
          <RatingFields form={form} sex="caballeros" />
          <RatingFields form={form} sex="damas" />
          <FormDialogFooter pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
});
