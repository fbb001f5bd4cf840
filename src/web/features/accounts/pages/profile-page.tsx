import { HomeIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { ChangePasswordForm } from '@/web/features/accounts/components/change-password-form';
import { ProfileForm } from '@/web/features/accounts/components/profile-form';
import { ProfileImageSection } from '@/web/features/accounts/components/profile-image-section';
import { SignOutButton } from '@/web/features/accounts/components/sign-out-button';
import { useMe } from '@/web/lib/session';
import { PendingJoinNotice } from '@/web/components/layout/pending-join-notice';

/** /profile 'Mi Perfil' (P§2). Signed-out visitors never get here (RequireAuth → /auth). */
export default function ProfilePage() {
  const { isLoading, me, profile, isAdmin } = useMe();
  if (isLoading || !me) return <LoadingScreen text="Cargando perfil..." />;

  return (
    <PageShell
      title="Mi Perfil"
      backTo={null}
      width="md"
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/">
              <HomeIcon />
              Inicio
            </Link>
          </Button>
          {isAdmin && (
            <Button asChild variant="outline">
              <Link to="/admin">
                <ShieldCheckIcon />
                Administración
              </Link>
            </Button>
          )}
          <SignOutButton label="Cerrar Sesión" />
        </>
      }
    >
      <div className="grid gap-5">
        <PendingJoinNotice />
        {profile ? (
          <>
            {profile.fecha_nacimiento ? null : (
              // A member imported from the club's sheet without it (decision record 030): the spec's form needs it.
              <p role="status" className="rounded-lg bg-gold/25 p-3 text-sm text-gold-foreground">
                Falta tu fecha de nacimiento: escríbela en tu perfil y guarda los cambios.
              </p>
            )}
            <ProfileImageSection profile={profile} isAdmin={isAdmin} />
            <ProfileForm profile={profile} isAdmin={isAdmin} />
          </>
        ) : (
          <Card>
            <CardContent className="pt-5">
              <p role="alert" className="text-sm text-destructive">
                No se encontró el perfil del usuario
              </p>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Información de la cuenta</CardTitle>
          </CardHeader>
          <CardContent>
            <FormField label="Email">
              {(field) => <Input {...field} type="email" value={me.user.email} readOnly />}
            </FormField>
          </CardContent>
        </Card>
        <ChangePasswordForm />
      </div>
    </PageShell>
  );
}
