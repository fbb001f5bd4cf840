import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUpIcon, SaveIcon, Trash2Icon, TrophyIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { tieMethodChoiceLabel, TIE_METHODS } from '@/shared/domain';
import {
  ZClubSettingsRequest,
  type TClubSettings,
  type TClubSettingsRequest,
  type TClubSettingsValues,
} from '@/shared/schemas/settings';
import { prizeTitle } from '@/shared/schemas/prizes';
import { CategoriesEditor } from '@/web/components/categories/categories-editor';
import { DEFAULT_CLUB_LOGO } from '@/web/components/club-logo';
import { AdminPage } from '@/web/components/layout/admin-page';
import { ClubScreensCard } from '@/web/features/admin-settings/components/club-screens-card';
import { PrizeDefinitionForm } from '@/web/components/prizes/prize-definition-form';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import {
  useClubSettings,
  useSaveClubLogo,
  useSaveClubSettings,
  useSaveDefaultCategories,
  useSaveDefaultPrizes,
} from '@/web/lib/club-settings/settings-api';
import { toastError, toastSuccess } from '@/web/lib/toast';

function valuesOf(s: TClubSettings): TClubSettingsRequest {
  return {
    nombre: s.nombre ?? '',
    metodo_desempate: s.metodo_desempate ?? '',
    reductor_handicap: s.reductor_handicap === null ? '' : String(s.reductor_handicap),
    cierre_dias_antes: s.cierre_dias_antes === null ? '' : String(s.cierre_dias_antes),
    cierre_hora: s.cierre_hora ?? '',
  };
}

const numberOrBlank = (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v));

function LogoCard({ settings }: { settings: TClubSettings }) {
  const save = useSaveClubLogo({
    onSuccess: () => toastSuccess('Logo guardado'),
    onError: (error) => toastError('No se pudo guardar el logo', errorMessage(error)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>
          Se muestra en la cabecera y en las páginas públicas. JPEG, PNG, WebP o GIF, hasta 5 MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <img
          src={settings.logo_url ?? DEFAULT_CLUB_LOGO}
          alt="Logo de la peña"
          width={80}
          height={80}
          className="size-20 rounded-lg border bg-muted object-contain p-1"
        />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" disabled={save.isPending}>
            <label>
              {save.isPending ? <Spinner /> : <ImageUpIcon />}
              Cambiar logo
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) save.mutate(file);
                }}
              />
            </label>
          </Button>
          {settings.logo_url ? (
            <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate(null)}>
              <Trash2Icon />
              Usar el logo por defecto
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: TClubSettings }) {
  const form = useForm<TClubSettingsRequest, unknown, TClubSettingsValues>({
    resolver: zodResolver(ZClubSettingsRequest),
    defaultValues: valuesOf(settings),
  });
  const { errors } = form.formState;
  const save = useSaveClubSettings({
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      toastSuccess('Ajustes guardados');
    },
    onError: (error) => toastError('No se pudieron guardar los ajustes', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>La peña</CardTitle>
          <CardDescription>
            El nombre aparece en la cabecera, los PDF, los emails y las páginas públicas.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField
            label="Nombre de la peña"
            error={errors.nombre?.message}
            hint="Vacío: el nombre de la instalación."
          >
            {(field) => <Input {...field} autoComplete="organization" {...form.register('nombre')} />}
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Torneos nuevos</CardTitle>
          <CardDescription>Valores con los que empieza el formulario de un torneo nuevo.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Método de desempate" error={errors.metodo_desempate?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('metodo_desempate')}>
                <option value="">Puntuación media (por defecto)</option>
                {TIE_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {tieMethodChoiceLabel(m)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label="Reductor de hándicap (%)"
            error={errors.reductor_handicap?.message}
            hint="Entre 0 y 200. Vacío: 100."
          >
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                {...form.register('reductor_handicap', { setValueAs: numberOrBlank })}
              />
            )}
          </FormField>
          <FormField
            label="Cierre de inscripción: días antes"
            error={errors.cierre_dias_antes?.message}
            hint="Entre 0 y 60. Vacío: sin cierre."
          >
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                {...form.register('cierre_dias_antes', { setValueAs: numberOrBlank })}
              />
            )}
          </FormField>
          <FormField label="Cierre de inscripción: hora" error={errors.cierre_hora?.message}>
            {(field) => <Input {...field} type="time" {...form.register('cierre_hora')} />}
          </FormField>
        </CardContent>
      </Card>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : <SaveIcon />}
        Guardar
      </Button>
    </form>
  );
}

/** The 'Categorías' every new tournament starts with; each tournament's own can then be changed on its page. */
function DefaultCategoriesCard({ settings }: { settings: TClubSettings }) {
  const save = useSaveDefaultCategories({
    onSuccess: () => toastSuccess('Categorías guardadas'),
    onError: (error) => toastError('No se pudieron guardar las categorías', errorMessage(error)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Categorías de los torneos nuevos</CardTitle>
        <CardDescription>
          Cada torneo nuevo empieza con estas categorías; en la página del torneo se pueden cambiar. Los
          premios se reparten en el orden de la lista (lo habitual: scratch primero).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CategoriesEditor
          key={JSON.stringify(settings.categorias)}
          config={settings.categorias}
          onSave={(config) => save.mutate(config)}
          saving={save.isPending}
          emptyText="Los torneos nuevos no tienen categorías."
        />
      </CardContent>
    </Card>
  );
}

/** The special prizes every new tournament starts with; each addition or removal is saved at once. */
function DefaultPrizesCard({ settings }: { settings: TClubSettings }) {
  const [error, setError] = useState<string | undefined>();
  const save = useSaveDefaultPrizes({
    onSuccess: () => toastSuccess('Premios especiales guardados'),
    onError: (e) => setError(errorMessage(e)),
  });
  const prizes = settings.premios_especiales;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Premios especiales de los torneos nuevos</CardTitle>
        <CardDescription>
          Cada torneo nuevo empieza con estos premios; en la página del torneo se pueden cambiar.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {prizes.length > 0 ? (
          <ul aria-label="Premios especiales de los torneos nuevos" className="grid gap-2 sm:grid-cols-2">
            {prizes.map((p, i) => (
              <li
                key={`${p.tipo}-${p.numero_hoyo}-${p.nombre}`}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-border bg-card px-3 py-1.5"
              >
                <TrophyIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 font-medium break-words">{prizeTitle(p)}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Quitar premio ${prizeTitle(p)}`}
                  disabled={save.isPending}
                  onClick={() => {
                    setError(undefined);
                    save.mutate({ premios: prizes.filter((_, k) => k !== i) });
                  }}
                >
                  <XIcon />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Los torneos nuevos no tienen premios especiales.</p>
        )}
        <PrizeDefinitionForm
          pending={save.isPending}
          error={error}
          onAdd={(body, done) => {
            setError(undefined);
            save.mutate({ premios: [...prizes, body] }, { onSuccess: done });
          }}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /admin/ajustes 'Ajustes de la peña' (decision record 044): name, logo and new tournaments' defaults, their
 * categories and special prizes among them, and 'Pantallas del club' (the club's TV and its paired screens).
 */
export default function AdminSettingsPage() {
  const settings = useClubSettings();
  return (
    <AdminPage
      title="Ajustes de la peña"
      description="Nombre, logo, valores por defecto de los torneos nuevos y pantallas del club"
    >
      {settings.data ? (
        <div className="grid max-w-3xl gap-4">
          <LogoCard settings={settings.data} />
          <SettingsForm settings={settings.data} />
          <DefaultCategoriesCard settings={settings.data} />
          <DefaultPrizesCard settings={settings.data} />
          <ClubScreensCard />
        </div>
      ) : (
        <Spinner />
      )}
    </AdminPage>
  );
}
