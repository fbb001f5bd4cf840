import { ImageUpIcon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { TProfile } from '@/shared/schemas/accounts';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { cn, initialOf, initialsOf } from '@/web/lib/utils';

/**
 * 'Imagen de perfil' (P§2, P§6, T§3): the avatar, and for whoever may change it (`upload`, administrators) the
 * file button with its `hint`; for the others, that only administrators change it. The player's own screen shows a
 * larger avatar with one initial; the administration's player editor (`compact`) a smaller one with initials.
 */
export function ProfileImageCard({
  profile,
  upload,
  hint,
  compact = false,
}: {
  profile: TProfile;
  upload: { pending: boolean; onFile: (file: File) => void } | null;
  hint: string;
  compact?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload?.onFile(file);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Imagen de perfil</CardTitle>
      </CardHeader>
      <CardContent
        className={cn('flex items-center gap-4', !compact && 'flex-col sm:flex-row sm:items-center')}
      >
        <Avatar className={cn('border-4 border-secondary', compact ? 'size-20' : 'size-24')}>
          {profile.profile_image_url ? (
            <AvatarImage src={profile.profile_image_url} alt={`Imagen de ${profile.nombre}`} />
          ) : null}
          <AvatarFallback className={compact ? 'text-2xl' : 'text-3xl'}>
            {compact ? initialsOf(profile.nombre) : initialOf(profile.nombre)}
          </AvatarFallback>
        </Avatar>
        {upload ? (
          <div className={cn(compact ? 'grid gap-1' : 'flex flex-col items-center gap-2 sm:items-start')}>
            <input
              ref={inputRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              tabIndex={-1}
              aria-label="Archivo de imagen"
              onChange={handleFile}
            />
            <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={upload.pending}>
              {upload.pending ? <Spinner /> : <ImageUpIcon />}
              Cambiar imagen
            </Button>
            <p className="text-xs text-muted-foreground">{hint}</p>
          </div>
        ) : (
          <p className="text-center text-sm text-muted-foreground sm:text-left">
            Solo los administradores pueden cambiar la imagen de perfil.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
