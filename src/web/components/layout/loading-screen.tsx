import { Spinner } from '@/web/components/ui/spinner';

/** Full-page loading state with the spec's text ('Cargando...', 'Cargando perfil...'). */
export function LoadingScreen({ text = 'Cargando...' }: { text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-loading-screen
      className="flex min-h-dvh items-center justify-center gap-3 p-6 text-muted-foreground"
    >
      <Spinner className="size-5 text-primary" />
      <span>{text}</span>
    </div>
  );
}
