import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { Spinner } from '@/web/components/ui/spinner';
import { toastError } from '@/web/lib/toast';

/**
 * A list an account tool loads on demand (its search button): null until asked; a failure toasts 'Error' with
 * `errorText`. `onLoaded` runs with each fresh answer.
 */
export function useOnDemandList<T>(
  options: UseQueryOptions<T, Error, T, readonly unknown[]>,
  errorText: string,
  onLoaded?: (data: T) => void,
) {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const [loading, setLoading] = useState(false);
  const query = useQuery({ ...options, enabled: requested });

  async function load() {
    setLoading(true);
    try {
      const data = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      setRequested(true);
      onLoaded?.(data);
    } catch {
      toastError('Error', errorText);
    } finally {
      setLoading(false);
    }
  }

  return { data: requested ? (query.data ?? null) : null, loading, load };
}

/**
 * The frame of the account tools of /admin (T§2, T§7): title, description, the search button and the tool's action
 * beside it, then what the tool lists.
 */
export function AccountTool({
  icon,
  title,
  description,
  searchLabel,
  loading,
  onSearch,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  searchLabel: string;
  loading: boolean;
  onSearch: () => void;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onSearch} disabled={loading}>
            {loading ? <Spinner /> : <SearchIcon />}
            {searchLabel}
          </Button>
          {action}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** The tool's action, confirmed in a dialog: its button, the dialog's title and text, and the confirming button. */
export function ConfirmedToolAction({
  icon,
  label,
  destructive = false,
  disabled,
  pending,
  title,
  description,
  details = null,
  confirmLabel,
  onConfirm,
}: {
  icon: ReactNode;
  label: string;
  destructive?: boolean;
  disabled: boolean;
  pending: boolean;
  title: string;
  description: ReactNode;
  /** Shown under the description (warnings, what happens next). */
  details?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const variant = destructive ? 'destructive' : 'default';
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={variant} disabled={disabled || pending}>
          {pending ? <Spinner /> : icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {details}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
