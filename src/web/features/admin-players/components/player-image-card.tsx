import { ImageUpIcon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import type { TProfile } from '@/shared/schemas/accounts';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useUploadPlayerImage } from '@/web/features/admin-players/api/player-mutations';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { initialsOf } from '@/web/lib/utils';

/** The player's image: JPEG, PNG, WebP or GIF up to 5 MB, resized by the server and stored as the player's. */
export function PlayerImageCard({ perfil }: { perfil: TProfile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPlayerImage({
    onSuccess: () => toastSuccess('Perfil actualizado', 'Imagen cambiada'),
    onError: (error) => toastError('Error', errorMessage(error, 'No se pudo actualizar el perfil')),
  });
  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ id: perfil.id, file });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Imagen de perfil</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <Avatar className="size-20 border-4 border-secondary">
          {perfil.profile_image_url ? (
            <AvatarImage src={perfil.profile_image_url} alt={`Imagen de ${perfil.nombre}`} />
          ) : null}
          <AvatarFallback className="text-2xl">{initialsOf(perfil.nombre)}</AvatarFallback>
        </Avatar>
        <div className="grid gap-1">
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-label="Archivo de imagen"
            onChange={handleFile}
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Spinner /> : <ImageUpIcon />}
            Cambiar imagen
          </Button>
          <p className="text-xs text-muted-foreground">JPG, PNG, WebP o GIF, hasta 5 MB.</p>
        </div>
      </CardContent>
    </Card>
  );
}
