import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/web/components/ui/form-field';
import { EmailInput } from '@/web/components/ui/email-input';
import { PasswordInput } from '@/web/components/ui/password-input';

/**
 * 'Email' and 'Contraseña' of the sign-in, sign-up and invitation forms (P§1): a new password says its minimum and
 * lets the phone's password manager suggest one; a current one lets it fill the saved one.
 */
export function CredentialFields({
  email,
  password,
  errors,
  newPassword = false,
}: {
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  errors: { email?: FieldError; password?: FieldError };
  newPassword?: boolean;
}) {
  return (
    <>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <EmailInput {...field} placeholder="tu@email.com" {...email} />}
      </FormField>
      <FormField
        label="Contraseña"
        error={errors.password?.message}
        hint={newPassword ? 'Mínimo 6 caracteres' : undefined}
      >
        {(field) =>
          newPassword ? (
            <PasswordInput {...field} autoComplete="new-password" minLength={6} {...password} />
          ) : (
            <PasswordInput {...field} autoComplete="current-password" {...password} />
          )
        }
      </FormField>
    </>
  );
}
