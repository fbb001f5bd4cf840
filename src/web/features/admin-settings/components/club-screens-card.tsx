import { zodResolver } from '@hookform/resolvers/zod';
import { CopyIcon, MonitorIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SCREEN_NAME_MAX,
  ZClubScreenRequest,
  type TClubScreen,
  type TClubScreenRequest,
} from '@/shared/schemas/public';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import {
  useClubScreens,
  usePairScreen,
  useRemoveScreen,
  useRenameScreen,
  useRenewScreen,
} from '@/web/lib/club-screens';
import { toastError, toastSuccess } from '@/web/lib/toast';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toastSuccess('Dirección copiada');
  } catch {
    toastError('No se pudo copiar', 'Selecciona la dirección y cópiala a mano.');
  }
}

/** The name form of 'Emparejar pantalla' and of 'Cambiar nombre': the server's refusal shows under the field. */
function ScreenNameForm({
  defaultName = '',
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  defaultName?: string;
  submitLabel: string;
  pending: boolean;
  serverError: string | undefined;
  onSubmit: (body: TClubScreenRequest, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const form = useForm<TClubScreenRequest>({
    resolver: zodResolver(ZClubScreenRequest),
    defaultValues: { nombre: defaultName },
  });
  const error = form.formState.errors.nombre?.message ?? serverError;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => onSubmit(body, () => form.reset({ nombre: '' })))}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <FormField
        label="Nombre de la pantalla"
        error={error}
        hint={onCancel ? undefined : 'Por ejemplo, Bar o Recepción.'}
      >
        {(field) => (
          <Input
            {...field}
            maxLength={SCREEN_NAME_MAX + 20}
            autoComplete="off"
            {...form.register('nombre')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2 sm:mt-[1.375rem]">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : onCancel ? null : <MonitorIcon />}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ScreenItem({ screen }: { screen: TClubScreen }) {
  const [renaming, setRenaming] = useState(false);
  const [renameError, setRenameError] = useState<string | undefined>();
  const rename = useRenameScreen(screen.id);
  const renew = useRenewScreen(screen.id);
  const remove = useRemoveScreen(screen.id);
  const urlId = useId();
  const pending = rename.isPending || renew.isPending || remove.isPending;
  return (
    <li
      aria-label={`Pantalla ${screen.nombre}`}
      className="grid gap-4 rounded-lg border border-border p-3 sm:grid-cols-[auto_1fr] sm:items-start sm:p-4"
    >
      <img
        alt={`Código QR de la pantalla ${screen.nombre}`}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(screen.qr_svg)}`}
        className="size-32 justify-self-center rounded-lg border border-border bg-white p-1"
      />
      <div className="grid min-w-0 gap-2">
        {renaming ? (
          <ScreenNameForm
            defaultName={screen.nombre}
            submitLabel="Guardar"
            pending={rename.isPending}
            serverError={renameError}
            onCancel={() => {
              setRenaming(false);
              setRenameError(undefined);
            }}
            onSubmit={(body) => {
              setRenameError(undefined);
              rename.mutate(body, {
                onSuccess: () => {
                  setRenaming(false);
                  toastSuccess('Nombre guardado');
                },
                onError: (e) => setRenameError(errorMessage(e)),
              });
            }}
          />
        ) : (
          <h3 className="text-base font-semibold break-words">{screen.nombre}</h3>
        )}
        <label htmlFor={urlId} className="text-sm font-medium">
          Dirección de la pantalla {screen.nombre}
        </label>
        <Input
          id={urlId}
          readOnly
          value={screen.url}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy(screen.url)}>
            <CopyIcon />
            Copiar dirección
          </Button>
          {renaming ? null : (
            <Button variant="outline" disabled={pending} onClick={() => setRenaming(true)}>
              <PencilIcon />
              Cambiar nombre
            </Button>
          )}
          <Button
            variant="outline"
            disabled={pending}
            onClick={() =>
              renew.mutate(undefined, {
                onSuccess: () => toastSuccess('Dirección renovada', 'La dirección anterior ya no funciona.'),
                onError: (e) => toastError('No se pudo renovar la dirección', errorMessage(e)),
              })
            }
          >
            {renew.isPending ? <Spinner /> : <RefreshCwIcon />}
            Renovar dirección
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="outline"
                disabled={pending}
                className="text-destructive hover:text-destructive"
              >
                {remove.isPending ? <Spinner /> : <Trash2Icon />}
                Quitar
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Quitar la pantalla {screen.nombre}</AlertDialogTitle>
                <AlertDialogDescription>
                  Su dirección dejará de funcionar y la pantalla mostrará que no está emparejada.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancelar</AlertDialogCancel>
                <AlertDialogAction
                  variant="destructive"
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => toastSuccess('Pantalla quitada'),
                      onError: (e) => toastError('No se pudo quitar la pantalla', errorMessage(e)),
                    })
                  }
                >
                  Quitar
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
    </li>
  );
}

/**
 * 'Pantallas del club' on 'Ajustes de la peña' (decision record 038): the club's fixed /tv address, and the screens
 * an administrator paired with a secret address that shows every tournament of the day, its public link on or off.
 */
export function ClubScreensCard() {
  const screens = useClubScreens();
  const pair = usePairScreen();
  const [pairError, setPairError] = useState<string | undefined>();
  const data = screens.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pantallas del club</CardTitle>
        <CardDescription>
          {data ? (
            <>
              En <span className="font-medium break-all text-foreground">{data.tv_url}</span> se ven los
              torneos de hoy con el enlace público activado.{' '}
            </>
          ) : null}
          Una pantalla emparejada (la televisión del bar, la de recepción) ve todos los torneos de hoy, tengan
          o no enlace público: abre su dirección en el navegador de esa pantalla y déjala puesta.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          <Spinner />
        ) : data.pantallas.length > 0 ? (
          <ul aria-label="Pantallas emparejadas" className="grid gap-3">
            {data.pantallas.map((s) => (
              <ScreenItem key={s.id} screen={s} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Todavía no hay pantallas emparejadas.</p>
        )}
        <div className="border-t border-border pt-4">
          <ScreenNameForm
            submitLabel="Emparejar pantalla"
            pending={pair.isPending}
            serverError={pairError}
            onSubmit={(body, reset) => {
              setPairError(undefined);
              pair.mutate(body, {
                onSuccess: (s) => {
                  reset();
                  toastSuccess(`Pantalla ${s.nombre} emparejada`);
                },
                onError: (e) => setPairError(errorMessage(e)),
              });
            }}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          Al renovar la dirección o quitar la pantalla, la dirección anterior deja de funcionar.
        </p>
      </CardContent>
    </Card>
  );
}
