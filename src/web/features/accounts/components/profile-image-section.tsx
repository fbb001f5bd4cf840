import { ImageUpIcon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { TProfile } from '@/shared/schemas/accounts';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useUploadProfileImage } from '@/web/features/accounts/api/upload-profile-image';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { initialOf } from '@/web/lib/utils';

/** Profile image: display for everyone; only administrators may change it (P§2, P§6). */
export function ProfileImageSection({ profile, isAdmin }: { profile: TProfile; isAdmin: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(
      { profileId: profile.id, file },
      {
        onSuccess: () => toastSuccess('Perfil actualizado'),
        onError: (error) => toastError('Error', errorMessage(error, 'No se pudo actualizar el perfil')),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Imagen de perfil</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <Avatar className="size-24 border-4 border-secondary">
          {profile.profile_image_url ? (
            <AvatarImage src={profile.profile_image_url} alt={`Imagen de ${profile.nombre}`} />
          ) : null}
          <AvatarFallback className="text-3xl">{initialOf(profile.nombre)}</AvatarFallback>
        </Avatar>
        {isAdmin ? (
          <div className="flex flex-col items-center gap-2 sm:items-start">
            <input
              ref={inputRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              tabIndex={-1}
              onChange={handleFile}
            />
            <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? <Spinner /> : <ImageUpIcon />}
              Cambiar imagen
            </Button>
            <p className="text-xs text-muted-foreground">JPG, PNG, WebP o GIF.</p>
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
