import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ZUpdateProfileRequest, type TProfile, type TUpdateProfileRequest } from '@/shared/schemas/accounts';
import { ProfileChoiceFields } from '@/web/components/profile/profile-choice-fields';
import { ProfileFormCard } from '@/web/components/profile/profile-form-card';
import { FormField } from '@/web/components/ui/form-field';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { useUpdateMyProfile } from '@/web/features/accounts/api/update-profile';
import { isApiError } from '@/web/lib/api-client';
import { toDate, toIsoDate } from '@/web/lib/format';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { toastError, toastSuccess } from '@/web/lib/toast';

const isoDay = (value: string | null | undefined): string => {
  const d = toDate(value);
  return d ? toIsoDate(d) : '';
};

/** Form values from the stored profile. */
function toFormValues(profile: TProfile, isAdmin: boolean): TUpdateProfileRequest {
  return {
    nombre: profile.nombre ?? '',
    telefono: profile.telefono ?? '',
    fecha_nacimiento: isoDay(profile.fecha_nacimiento),
    // Required by the schema but editable by admins only: a player without one sends the
    // profile's creation date, which the server ignores for non-admins.
    fecha_entrada_pena: isoDay(profile.fecha_entrada_pena) || (isAdmin ? '' : isoDay(profile.created_at)),
    numero_licencia_federativa: profile.numero_licencia_federativa ?? '',
    sexo: profile.sexo ?? undefined,
    tramo_edad: profile.tramo_edad ?? undefined,
    ocultar_nombre_publico: profile.ocultar_nombre_publico,
  };
}

/** 'Información Personal' (P§2, P§5). */
export function ProfileForm({ profile, isAdmin }: { profile: TProfile; isAdmin: boolean }) {
  const update = useUpdateMyProfile();
  const form = useForm({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: toFormValues(profile, isAdmin),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // sexo and tramo_edad are undefined (so not sent) unless chosen.
    update.mutate(values, {
      onSuccess: (saved) => {
        toastSuccess('Perfil actualizado');
        form.reset(toFormValues(saved, isAdmin));
      },
      onError: (error) => {
        const specific = isApiError(error) && [400, 403, 409].includes(error.status);
        toastError('Error', specific ? error.message : 'No se pudo actualizar el perfil');
      },
    });
  });

  return (
    <ProfileFormCard onSubmit={onSubmit} pending={update.isPending} twoColumns>
      <FormField label="Nombre" error={errors.nombre?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="name" {...form.register('nombre')} />}
      </FormField>
      <FormField label="Teléfono" error={errors.telefono?.message}>
        {(field) => (
          <Input {...field} type="tel" autoComplete="tel" inputMode="tel" {...form.register('telefono')} />
        )}
      </FormField>
      <FormField label="Fecha de nacimiento" error={errors.fecha_nacimiento?.message}>
        {(field) => (
          <Input {...field} type="date" autoComplete="bday" {...form.register('fecha_nacimiento')} />
        )}
      </FormField>
      <FormField
        label="Fecha de entrada en la peña"
        error={errors.fecha_entrada_pena?.message}
        hint={isAdmin ? undefined : 'Solo los administradores pueden modificar este campo'}
      >
        {(field) => (
          // readOnly, not disabled: react-hook-form drops disabled fields from the values.
          <Input
            {...field}
            type="date"
            readOnly={!isAdmin}
            aria-readonly={!isAdmin}
            {...form.register('fecha_entrada_pena')}
          />
        )}
      </FormField>
      <FormField label="Hándicap">
        {(field) => (
          <Input
            {...field}
            readOnly
            value={profile.handicap == null ? 'Sin hándicap' : formatHandicap(profile.handicap)}
          />
        )}
      </FormField>
      <ProfileChoiceFields control={form.control} errorOf={(name) => errors[name]?.message} />
      <FormField
        label="Número de licencia federativa"
        error={errors.numero_licencia_federativa?.message}
        className="sm:col-span-2"
      >
        {(field) => <Input {...field} {...form.register('numero_licencia_federativa')} />}
      </FormField>
      <Controller
        control={form.control}
        name="ocultar_nombre_publico"
        render={({ field }) => (
          <label className="flex min-h-11 items-center gap-3 text-sm sm:col-span-2">
            <Checkbox
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
            />
            No mostrar mi nombre en páginas públicas
          </label>
        )}
      />
    </ProfileFormCard>
  );
}
