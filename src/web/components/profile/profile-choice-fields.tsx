import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { PROFILE_CHOICES } from '@/web/lib/profile-choices';

type ChoiceName = (typeof PROFILE_CHOICES)[number]['name'];

const NONE = 'ninguno';

/**
 * The profile's optional choices (P§5, T§3: 'Sexo', 'Tramo de edad') as selects, for the player's own form and the
 * administration's player editor. With `noneLabel` the select offers that choice for "not given" (null); without
 * it, an unchosen select shows 'Selecciona...'.
 */
export function ProfileChoiceFields<T extends FieldValues, TOut>({
  control,
  errorOf,
  noneLabel,
}: {
  control: Control<T, unknown, TOut>;
  errorOf: (name: ChoiceName) => string | undefined;
  noneLabel?: string;
}) {
  return PROFILE_CHOICES.map(({ name, label, options }) => (
    <FormField key={name} label={label} error={errorOf(name)}>
      {(field) => (
        <Controller
          control={control}
          // Both forms have these fields (their schemas take them from the profile's).
          name={name as FieldPath<T>}
          render={({ field: { value, onChange, ref } }) => (
            <Select
              value={value ?? (noneLabel ? NONE : '')}
              onValueChange={noneLabel ? (v) => onChange(v === NONE ? null : v) : onChange}
            >
              <SelectTrigger ref={ref} {...field}>
                {noneLabel ? <SelectValue /> : <SelectValue placeholder="Selecciona..." />}
              </SelectTrigger>
              <SelectContent>
                {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
                {options.map(([optionValue, optionLabel]) => (
                  <SelectItem key={optionValue} value={optionValue}>
                    {optionLabel}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  ));
}
