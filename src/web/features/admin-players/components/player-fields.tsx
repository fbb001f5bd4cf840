import type { UseFormReturn } from 'react-hook-form';
import type { TCreatePlayerRequest } from '@/shared/schemas/admin-players';
import { ProfileChoiceFields } from '@/web/components/profile/profile-choice-fields';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

/**
 * The profile fields of T§3 as an administrator edits them (entry date included), for 'Nuevo jugador' (with the
 * e-mail) and the player editor (the e-mail has its own section there).
 */
export function PlayerFields<TOut>({
  form,
  withEmail = false,
}: {
  form: UseFormReturn<TCreatePlayerRequest, unknown, TOut>;
  withEmail?: boolean;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label="Nombre" error={errors.nombre?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="off" {...form.register('nombre')} />}
      </FormField>
      <FormField label="Fecha de nacimiento" error={errors.fecha_nacimiento?.message}>
        {(field) => <Input {...field} type="date" {...form.register('fecha_nacimiento')} />}
      </FormField>
      <FormField label="Fecha de entrada en la peña" error={errors.fecha_entrada_pena?.message}>
        {(field) => <Input {...field} type="date" {...form.register('fecha_entrada_pena')} />}
      </FormField>
      {withEmail ? (
        <FormField
          label="Email"
          error={errors.email?.message}
          hint="Opcional. No crea la cuenta: el jugador podrá registrarse con este email."
          className="sm:col-span-2"
        >
          {(field) => (
            <Input {...field} type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
          )}
        </FormField>
      ) : null}
      <FormField label="Teléfono" error={errors.telefono?.message}>
        {(field) => (
          <Input {...field} type="tel" inputMode="tel" autoComplete="off" {...form.register('telefono')} />
        )}
      </FormField>
      <FormField label="Hándicap" error={errors.handicap?.message} hint="Un hándicap plus, con +: +0,8">
        {(field) => <DecimalInput signed {...field} {...form.register('handicap')} />}
      </FormField>
      <ProfileChoiceFields
        control={form.control}
        errorOf={(name) => errors[name]?.message}
        noneLabel="Sin indicar"
      />
      <FormField label="Número de licencia federativa" error={errors.numero_licencia_federativa?.message}>
        {(field) => <Input {...field} autoComplete="off" {...form.register('numero_licencia_federativa')} />}
      </FormField>
    </div>
  );
}
