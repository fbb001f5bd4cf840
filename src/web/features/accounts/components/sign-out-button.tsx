import { LogOutIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useSignOut } from '@/web/lib/use-sign-out';

/** 'Cerrar Sesión' / 'Cerrar sesión' (the two screens spell it differently, P§2). */
export function SignOutButton({
  label,
  ...props
}: { label: 'Cerrar Sesión' | 'Cerrar sesión' } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button variant="outline" onClick={signOut} disabled={isSigningOut} {...props}>
      {isSigningOut ? <Spinner /> : <LogOutIcon />}
      {label}
    </Button>
  );
}
