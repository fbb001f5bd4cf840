import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { HOLE_METRES_MAX, HOLE_METRES_MIN, HOLES_PER_ROUND } from '@/shared/domain';
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
import {
  HOLE_COLUMNS,
  holeErrors,
  liveTotalMetres,
  liveTotalPars,
  metresText,
} from '@/web/features/admin-courses/lib/hole-grid';
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

/** The women's columns start with a rule, so a row reads 'men | women' as on a printed card. */
const WOMEN_FIRST = 'border-l border-border pl-1.5';

/** A number cell of the grid: narrow (five fit a phone's row), centred, without the spin buttons. */
function HoleInput({
  invalid,
  className,
  ...props
}: ComponentProps<'input'> & { invalid: string | undefined }) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      step={1}
      aria-invalid={invalid ? true : undefined}
      title={invalid}
      className={cn(
        'h-10 px-1 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
        className,
      )}
      {...props}
    />
  );
}

function Total({
  label,
  value,
  note,
  invalid,
}: {
  label: string;
  value: string | number | null;
  note?: string | null;
  invalid?: boolean;
}) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-sm text-muted-foreground">{label}:</dt>
      <dd aria-label={label} className="tabular-nums">
        <strong className={cn('text-xl', invalid && 'text-destructive')}>{value ?? '—'}</strong>
        {note ? <span className="text-sm text-muted-foreground"> {note}</span> : null}
      </dd>
    </div>
  );
}

/**
 * The 18 holes of a tee in one grid (T§5, T§7): per hole its length ('Metros', optional), the men's par 3–5 and
 * stroke index ('Hcp Cab.', 1–18 unique within the tee: 'Este handicap ya está asignado a otro hoyo') and the
 * women's ('Par Dam.': empty is the men's par, shown as its placeholder; 'Hcp Dam.', unique like the men's). The
 * women's columns are always there: a club may copy a card's 'Hcp Dam.' before it has the women's rating. The
 * totals as you type (the men's and women's par, the metres entered), one save for all (a swap of two stroke
 * indexes too). Fits a 360 px phone: each nine is a table of six narrow columns.
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
  const totals = liveTotalPars(hoyos);
  const metres = metresText(liveTotalMetres(hoyos));
  const problems = holeErrors(errors);
  const save = useSaveTeeHoles({
    onSuccess: (saved) => {
      form.reset(formValues(saved));
      toastSuccess('Hoyos guardados', `${saved.nombre}: par ${saved.par_total}`);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((body) => save.mutate({ teeId: tee.id, body }));
  const number = { setValueAs: numberOrNull };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Hoyos de ${tee.nombre}`} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        {NINES.map((nine) => (
          <table key={nine.label} className="w-full table-fixed border-collapse text-sm">
            <caption className="pb-1 text-left text-sm font-semibold">{nine.label}</caption>
            <colgroup>
              <col className="w-10" />
              <col />
              <col />
              <col />
              <col />
              <col />
            </colgroup>
            <thead>
              <tr className="text-[11px] leading-tight text-muted-foreground uppercase">
                <th scope="col" className="py-1 text-left align-bottom">
                  Hoyo
                </th>
                <th scope="col" className="px-0.5 py-1 text-center align-bottom">
                  {HOLE_COLUMNS.metros}
                </th>
                <th scope="col" className="px-0.5 py-1 text-center align-bottom">
                  {HOLE_COLUMNS.par}
                </th>
                <th scope="col" className="px-0.5 py-1 text-center align-bottom">
                  {HOLE_COLUMNS.handicap}
                </th>
                <th scope="col" className={cn('px-0.5 py-1 text-center align-bottom', WOMEN_FIRST)}>
                  {HOLE_COLUMNS.par_damas}
                </th>
                <th scope="col" className="px-0.5 py-1 text-center align-bottom">
                  {HOLE_COLUMNS.handicap_damas}
                </th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 9 }, (_, k) => {
                const i = nine.from + k;
                const n = i + 1;
                const row = errors.hoyos?.[i];
                const par = hoyos[i]?.par;
                return (
                  <tr key={n} className="border-t border-border">
                    <th scope="row" className="py-1 text-left font-semibold tabular-nums">
                      {n}
                    </th>
                    <td className="p-0.5">
                      <HoleInput
                        min={HOLE_METRES_MIN}
                        max={HOLE_METRES_MAX}
                        placeholder="—"
                        aria-label={`Metros del hoyo ${n}`}
                        invalid={row?.metros?.message}
                        {...form.register(`hoyos.${i}.metros`, number)}
                      />
                    </td>
                    <td className="p-0.5">
                      <HoleInput
                        min={COURSE_LIMITS.parMin}
                        max={COURSE_LIMITS.parMax}
                        aria-label={`Par del hoyo ${n}`}
                        invalid={row?.par?.message}
                        {...form.register(`hoyos.${i}.par`, number)}
                      />
                    </td>
                    <td className="p-0.5">
                      <HoleInput
                        min={1}
                        max={HOLES_PER_ROUND}
                        placeholder="—"
                        aria-label={`Hándicap del hoyo ${n}`}
                        invalid={row?.handicap?.message}
                        {...form.register(`hoyos.${i}.handicap`, number)}
                      />
                    </td>
                    <td className={cn('p-0.5', WOMEN_FIRST)}>
                      <HoleInput
                        min={COURSE_LIMITS.parMin}
                        max={COURSE_LIMITS.parMax}
                        placeholder={typeof par === 'number' ? String(par) : '—'}
                        aria-label={`Par de damas del hoyo ${n}`}
                        invalid={row?.par_damas?.message}
                        {...form.register(`hoyos.${i}.par_damas`, number)}
                      />
                    </td>
                    <td className="p-0.5">
                      <HoleInput
                        min={1}
                        max={HOLES_PER_ROUND}
                        placeholder="—"
                        aria-label={`Hándicap de damas del hoyo ${n}`}
                        invalid={row?.handicap_damas?.message}
                        {...form.register(`hoyos.${i}.handicap_damas`, number)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
      {tee.slope_damas === null ? (
        <p className="text-xs text-muted-foreground">
          Esta salida no tiene valoración de damas: su par y hándicap de damas contarán cuando la tenga.
        </p>
      ) : null}
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
        <div className="grid gap-1">
          {isDirty ? <span className="text-sm text-muted-foreground">Cambios sin guardar</span> : null}
          <dl className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
            <Total label="Par total" value={totals.par} invalid={totals.par === null} />
            <Total label="Par damas" value={totals.parDamas} invalid={totals.parDamas === null} />
            <Total label="Metros" value={metres.text} note={metres.note} />
          </dl>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <SaveIcon />}
          Guardar hoyos
        </Button>
      </div>
    </form>
  );
}
