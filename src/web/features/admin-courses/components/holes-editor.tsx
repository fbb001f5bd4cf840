import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { totalPar } from '@/shared/domain';
import {
  COURSE_LIMITS,
  ZTeeHolesRequest,
  type TAdminTeeDetail,
  type TTeeHolesRequest,
} from '@/shared/schemas/admin-courses';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { useSaveTeeHoles } from '@/web/features/admin-courses/api/tee-mutations';
import { numberOrNull } from '@/web/features/admin-courses/lib/numbers';
import { errorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { toastError, toastSuccess } from '@/web/lib/toast';

const NINES = [
  { label: 'Ida', from: 0 },
  { label: 'Vuelta', from: 9 },
] as const;

function formValues(tee: TAdminTeeDetail): TTeeHolesRequest {
  return { hoyos: tee.hoyos.map((h) => ({ ...h })) };
}

/** The tee's total par from the grid as typed, or null while a par is not 3–5 (the rules engine decides). */
function liveTotalPar(hoyos: readonly { numero_hoyo: number; par: unknown }[]): number | null {
  try {
    return totalPar(hoyos.map((h) => ({ numero_hoyo: h.numero_hoyo, par: h.par as number })));
  } catch {
    return null;
  }
}

function holeErrors(
  errors: FieldErrors<TTeeHolesRequest>,
): { hoyo: number; field: string; message: string }[] {
  const list: { hoyo: number; field: string; message: string }[] = [];
  const rows = errors.hoyos;
  if (!Array.isArray(rows)) return list;
  rows.forEach((row: FieldErrors<TTeeHolesRequest['hoyos'][number]> | undefined, i: number) => {
    if (row?.par?.message) list.push({ hoyo: i + 1, field: 'Par', message: row.par.message });
    if (row?.handicap?.message) list.push({ hoyo: i + 1, field: 'Hándicap', message: row.handicap.message });
  });
  return list;
}

/**
 * The 18 holes of a tee in one grid (T§5, T§7): par 3–5 and stroke index 1–18 unique within the tee ('Este handicap
 * ya está asignado a otro hoyo'), the total par as you type, one save for all (a swap of two stroke indexes too).
 */
export function HolesEditor({ tee }: { tee: TAdminTeeDetail }) {
  const form = useForm({
    resolver: zodResolver(ZTeeHolesRequest),
    defaultValues: formValues(tee),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  const hoyos = useWatch({ control: form.control, name: 'hoyos' });
  const total = liveTotalPar(hoyos);
  const problems = holeErrors(errors);
  const save = useSaveTeeHoles({
    onSuccess: (saved) => {
      form.reset(formValues(saved));
      toastSuccess('Hoyos guardados', `${saved.nombre}: par ${saved.par_total}`);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((body) => save.mutate({ teeId: tee.id, body }));

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Hoyos de ${tee.nombre}`} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {NINES.map((nine) => (
          <table key={nine.label} className="w-full border-collapse text-sm md:max-w-sm">
            <caption className="pb-1 text-left text-sm font-semibold">{nine.label}</caption>
            <thead>
              <tr className="text-xs text-muted-foreground uppercase">
                <th scope="col" className="w-16 py-1 text-left">
                  Hoyo
                </th>
                <th scope="col" className="py-1 text-left">
                  Par
                </th>
                <th scope="col" className="py-1 text-left">
                  Hándicap
                </th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 9 }, (_, k) => {
                const i = nine.from + k;
                const n = i + 1;
                const row = errors.hoyos?.[i];
                return (
                  <tr key={n} className="border-t border-border">
                    <th scope="row" className="py-1 text-left font-semibold">
                      {n}
                    </th>
                    <td className="py-1 pr-2">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={COURSE_LIMITS.parMin}
                        max={COURSE_LIMITS.parMax}
                        step={1}
                        aria-label={`Par del hoyo ${n}`}
                        aria-invalid={row?.par ? true : undefined}
                        title={row?.par?.message}
                        className="h-10 w-20 text-center"
                        {...form.register(`hoyos.${i}.par`, { setValueAs: numberOrNull })}
                      />
                    </td>
                    <td className="py-1">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={18}
                        step={1}
                        placeholder="—"
                        aria-label={`Hándicap del hoyo ${n}`}
                        aria-invalid={row?.handicap ? true : undefined}
                        title={row?.handicap?.message}
                        className="h-10 w-20 text-center"
                        {...form.register(`hoyos.${i}.handicap`, { setValueAs: numberOrNull })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
      {problems.length > 0 || errors.hoyos?.root?.message || errors.hoyos?.message ? (
        <ul role="alert" className="grid gap-1 rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
          {errors.hoyos?.root?.message || errors.hoyos?.message ? (
            <li>{errors.hoyos.root?.message ?? errors.hoyos.message}</li>
          ) : null}
          {problems.map((p) => (
            <li key={`${p.hoyo}-${p.field}`}>
              Hoyo {p.hoyo} ({p.field}): {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base">
          {isDirty ? <span className="mr-3 text-sm text-muted-foreground">Cambios sin guardar</span> : null}
          Par total:{' '}
          <strong aria-label="Par total" className={cn('text-xl', total === null && 'text-destructive')}>
            {total ?? '—'}
          </strong>
        </p>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <SaveIcon />}
          Guardar hoyos
        </Button>
      </div>
    </form>
  );
}
