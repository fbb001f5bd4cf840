import { WandSparklesIcon } from 'lucide-react';
import { MAX_INTERVAL_MINUTES, MIN_INTERVAL_MINUTES, type StartMode } from '@/shared/domain';
import { ADMIN_GROUPS_MESSAGES } from '@/shared/schemas/admin-groups';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import type { DraftSettings } from '@/web/features/admin-groups/lib/draft';

const selectClass = 'h-11 w-full rounded-lg border border-input bg-card px-3 text-base';

export function settingsError(settings: DraftSettings): { time?: string; interval?: string } {
  const out: { time?: string; interval?: string } = {};
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(settings.firstTime)) out.time = ADMIN_GROUPS_MESSAGES.teeTime;
  const i = settings.intervalMinutes;
  if (!Number.isInteger(i) || i < MIN_INTERVAL_MINUTES || i > MAX_INTERVAL_MINUTES) {
    out.interval = ADMIN_GROUPS_MESSAGES.interval;
  }
  return out;
}

/**
 * Players per group (1–4), order, first tee time and interval (T§9), 'Salida a tiro' (a shotgun start: every group
 * at the first time, each from its own hole) and 'Generar Partidas'.
 */
export function GenerationForm({
  settings,
  onChange,
  onModeChange,
  onGenerate,
  generating = false,
}: {
  settings: DraftSettings;
  onChange: (settings: DraftSettings) => void;
  onModeChange: (mode: StartMode) => void;
  onGenerate: () => void;
  generating?: boolean;
}) {
  const errors = settingsError(settings);
  const shotgun = settings.mode === 'tiro';
  return (
    <form
      aria-label="Generar partidas"
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4 lg:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        onGenerate();
      }}
    >
      <FormField label="Orden" className="col-span-2 lg:col-span-1">
        {(field) => (
          <select
            {...field}
            className={selectClass}
            value={settings.order}
            onChange={(e) => onChange({ ...settings, order: e.target.value as DraftSettings['order'] })}
          >
            <option value="desc">Hándicap descendente</option>
            <option value="asc">Hándicap ascendente</option>
            <option value="manual">Manual</option>
          </select>
        )}
      </FormField>
      <FormField label="Jugadores por partida">
        {(field) => (
          <select
            {...field}
            className={selectClass}
            value={settings.size}
            onChange={(e) => onChange({ ...settings, size: Number(e.target.value) })}
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Minutos entre partidas" error={errors.interval}>
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={MIN_INTERVAL_MINUTES}
            max={MAX_INTERVAL_MINUTES}
            step={1}
            disabled={shotgun}
            value={Number.isNaN(settings.intervalMinutes) ? '' : settings.intervalMinutes}
            onChange={(e) => onChange({ ...settings, intervalMinutes: e.target.valueAsNumber })}
          />
        )}
      </FormField>
      <FormField label={shotgun ? 'Hora de salida' : 'Primera salida'} error={errors.time}>
        {(field) => (
          <Input
            {...field}
            type="time"
            value={settings.firstTime}
            onChange={(e) => onChange({ ...settings, firstTime: e.target.value })}
          />
        )}
      </FormField>
      <label className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 text-sm font-medium">
        <Checkbox
          checked={shotgun}
          onCheckedChange={(checked) => onModeChange(checked === true ? 'tiro' : 'intervalo')}
        />
        Salida a tiro
      </label>
      <Button
        type="submit"
        className="col-span-2 lg:col-span-1"
        disabled={Boolean(errors.time || errors.interval) || generating}
      >
        {generating ? <Spinner /> : <WandSparklesIcon />}
        Generar Partidas
      </Button>
    </form>
  );
}
