import { useRef, type ComponentProps, type Ref } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

type DecimalInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'> & {
  /**
   * An index or a playing handicap: a '±' button beside the field puts or takes away the leading '+' of a plus
   * handicap, because a phone's decimal keypad (an iPhone's) has no '+' or '-' key.
   */
  signed?: boolean;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Puts or takes away the leading sign as if typed: the value is set through the element's own setter and an
 * `input` event is sent, so React's onChange and react-hook-form's `register` see the change.
 */
function toggleSign(input: HTMLInputElement | null): void {
  if (!input) return;
  const text = input.value.trim();
  const next = /^[+-]/.test(text) ? text.slice(1).trimStart() : `+${text}`;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * THE field of a decimal number or a handicap: a text field with the phone's decimal keypad, so that a decimal
 * comma is kept as typed ('72,6'; an `<input type="number">` drops it and sends 726) and a plus handicap keeps
 * its sign ('+0,8'). The field's shared schema reads the text (`zDecimal`, `zHandicapNumber` in
 * @/shared/schemas/common); its current value is shown with `formatDecimal` or `formatHandicap`.
 */
export function DecimalInput({ signed = false, ref, className, ...props }: DecimalInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const field = (
    <Input
      autoComplete="off"
      spellCheck={false}
      {...props}
      ref={(element) => {
        own.current = element;
        setRef(ref, element);
      }}
      className={cn(signed && 'min-w-0 flex-1', className)}
      type="text"
      inputMode="decimal"
    />
  );
  if (!signed) return field;
  return (
    <div className="flex items-stretch gap-1.5">
      {field}
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="h-auto w-11 self-stretch text-base"
        aria-label="Poner o quitar el signo +"
        title="Un hándicap plus lleva +"
        disabled={props.disabled}
        onClick={() => toggleSign(own.current)}
      >
        ±
      </Button>
    </div>
  );
}
