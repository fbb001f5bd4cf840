import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_LEAGUE_MESSAGES as M,
  ZLeagueRequest,
  type TAdminLeague,
} from '@/shared/schemas/admin-leagues';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { useSaveLeague } from '@/web/features/admin-leagues/api/admin-leagues';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

interface FormState {
  nombre: string;
  descripcion: string;
  activa: boolean;
  fecha_inicio: string;
  fecha_fin: string;
  sistema: 'om' | 'cervecita';
  producto: string;
  descartes: string;
  mitad: boolean;
}

function initial(league: TAdminLeague | undefined): FormState {
  const sistema = league?.sistema_puntuacion ?? 'om_' + new Date().getFullYear();
  const isOm = sistema.startsWith('om_');
  return {
    nombre: league?.nombre ?? '',
    descripcion: league?.descripcion ?? '',
    activa: league?.activa ?? true,
    fecha_inicio: league?.fecha_inicio ?? '',
    fecha_fin: league?.fecha_fin ?? '',
    sistema: isOm ? 'om' : 'cervecita',
    producto: isOm ? sistema.slice(3) : String(new Date().getFullYear()),
    descartes: String(league?.numero_torneos_descartados ?? 0),
    mitad: league?.mitad_puntos_equipos ?? false,
  };
}

/** One line per system where it is chosen (T§9 League points). */
const SYSTEM_HINTS = {
  om: 'OM: puntos fijos por posición (40, 37, 35… y 10 desde el 21º); se pueden descartar los peores torneos.',
  cervecita:
    'Cervecita: participantes − posición + 1 (1 extra al primero); cuenta el mejor 60 % de los torneos.',
} as const;

/** New league or edit (T§5: name required; discarded tournaments ≥ 0, shown only for OM). */
export const LeagueFormDialog = freshOnOpen(function LeagueFormDialog({
  league,
  open,
  onOpenChange,
  onSaved,
}: {
  league?: TAdminLeague | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (league: TAdminLeague) => void;
}) {
  const [form, setForm] = useState<FormState>(() => initial(league));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const save = useSaveLeague({
    onSuccess: (saved) => {
      toastSuccess(league ? 'Liga actualizada' : 'Liga creada', saved.nombre);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => toastError('Error', errorMessage(error, M.saveFailed)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      nombre: form.nombre,
      descripcion: form.descripcion || null,
      activa: form.activa,
      fecha_inicio: form.fecha_inicio || null,
      fecha_fin: form.fecha_fin || null,
      sistema_puntuacion: form.sistema === 'om' ? `om_${form.producto.trim()}` : 'cervecita',
      numero_torneos_descartados:
        form.sistema === 'om' ? Number(form.descartes === '' ? NaN : form.descartes) : 0,
      mitad_puntos_equipos: form.mitad,
    };
    const parsed = ZLeagueRequest.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'nombre')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate({ id: league?.id, body });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{league ? 'Editar liga' : 'Nueva liga'}</DialogTitle>
          <DialogDescription>Datos de la liga y su sistema de puntuación.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Nombre" error={errors.nombre}>
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                value={form.nombre}
                onChange={(e) => set('nombre', e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Descripción" error={errors.descripcion}>
            {(field) => (
              <Input
                {...field}
                value={form.descripcion}
                onChange={(e) => set('descripcion', e.target.value)}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Fecha de inicio" error={errors.fecha_inicio}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  value={form.fecha_inicio}
                  onChange={(e) => set('fecha_inicio', e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Fecha de fin" error={errors.fecha_fin}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  value={form.fecha_fin}
                  onChange={(e) => set('fecha_fin', e.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Sistema de puntuación"
            error={errors.sistema_puntuacion}
            hint={SYSTEM_HINTS[form.sistema]}
          >
            {(field) => (
              <Select
                value={form.sistema}
                onValueChange={(v) => set('sistema', v === 'om' ? 'om' : 'cervecita')}
              >
                <SelectTrigger id={field.id} aria-label="Sistema de puntuación" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="om">OM {form.producto || '{producto}'}</SelectItem>
                  <SelectItem value="cervecita">Cervecita</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
          {form.sistema === 'om' ? (
            <div className="grid grid-cols-2 items-start gap-3">
              <FormField
                label="Producto (OM)"
                hint="El nombre que acompaña a OM en la liga (el patrocinador o el año)."
              >
                {(field) => (
                  <Input {...field} value={form.producto} onChange={(e) => set('producto', e.target.value)} />
                )}
              </FormField>
              <FormField label="Torneos descartados" error={errors.numero_torneos_descartados}>
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    value={form.descartes}
                    onChange={(e) => set('descartes', e.target.value)}
                  />
                )}
              </FormField>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <Checkbox
              id="liga-activa"
              checked={form.activa}
              onCheckedChange={(v) => set('activa', v === true)}
            />
            <Label htmlFor="liga-activa">Activa</Label>
          </div>
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Checkbox
                id="liga-mitad-equipos"
                checked={form.mitad}
                onCheckedChange={(v) => set('mitad', v === true)}
                aria-describedby="liga-mitad-equipos-ayuda"
              />
              <Label htmlFor="liga-mitad-equipos">Mitad de puntos por equipo</Label>
            </div>
            <p id="liga-mitad-equipos-ayuda" className="text-xs text-muted-foreground">
              En los torneos por parejas o equipos, cada jugador recibe la mitad de los puntos de la posición
              de su equipo (si no, todos).
            </p>
          </div>
          <FormDialogFooter pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
});
