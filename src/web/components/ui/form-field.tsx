import { useId, type ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';

/**
 * A labelled form field. The child receives the generated `id` and the ARIA wiring:
 *
 *   <FormField label="Email" error={errors.email?.message}>
 *     {(field) => <EmailInput {...field} {...register('email')} />}
 *   </FormField>
 */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (field: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
