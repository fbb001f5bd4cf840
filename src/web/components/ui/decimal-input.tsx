import type { ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';

/**
 * THE field of a decimal number or a handicap: a text field with the phone's decimal keypad, so that a decimal
 * comma is kept as typed ('72,6'; an `<input type="number">` drops it and sends 726) and a plus handicap keeps
 * its sign ('+0,8'). The field's shared schema reads the text (`zDecimal`, `zHandicapNumber` in
 * @/shared/schemas/common); its current value is shown with `formatDecimal` or `formatHandicap`.
 */
export function DecimalInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return <Input autoComplete="off" spellCheck={false} {...props} type="text" inputMode="decimal" />;
}
