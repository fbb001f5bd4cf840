import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/utils';

/**
 * 'Información Personal' (P§2, T§3): the card and form of a profile's fields with 'Guardar cambios', for the
 * player's own screen (fields in two columns from `sm`) and the administration's player editor (its fields lay
 * themselves out; the button shows `icon`).
 */
export function ProfileFormCard({
  onSubmit,
  pending,
  twoColumns = false,
  icon = null,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  twoColumns?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Información Personal</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className={cn('grid gap-4', twoColumns && 'sm:grid-cols-2')}>
          {children}
          <div className={cn(twoColumns && 'sm:col-span-2')}>
            <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
              {pending ? <Spinner /> : icon}
              Guardar cambios
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
