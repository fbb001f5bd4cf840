import type { ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';

type EmailInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'> & {
  /**
   * The field takes an e-mail address or an account's id ('Email o ID del usuario'): a plain text field (an id is
   * not an address), without the phone's e-mail keyboard or the browser's saved addresses.
   */
  orId?: boolean;
};

/**
 * THE field of an e-mail address: the phone's e-mail keyboard and the browser's saved addresses. Its id, label
 * wiring, placeholder and value come from the caller (`FormField`'s props, react-hook-form's `register`, whose
 * `ref` is passed through).
 */
export function EmailInput({ orId = false, ...props }: EmailInputProps) {
  if (orId) return <Input autoComplete="off" {...props} type="text" />;
  return <Input autoComplete="email" {...props} type="email" inputMode="email" />;
}
