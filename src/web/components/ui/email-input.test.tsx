import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailInput } from '@/web/components/ui/email-input';

describe('EmailInput', () => {
  it("is an e-mail field: the phone's e-mail keyboard and the saved addresses, with the caller's id and placeholder", () => {
    const html = renderToStaticMarkup(<EmailInput id="correo" placeholder="tu@email.com" name="email" />);
    expect(html).toContain('type="email"');
    expect(html).toContain('inputMode="email"');
    expect(html).toContain('autoComplete="email"');
    expect(html).toContain('id="correo"');
    expect(html).toContain('placeholder="tu@email.com"');
    expect(html).toContain('name="email"');
  });

  it('takes an e-mail or an id as plain text, without the saved addresses', () => {
    const html = renderToStaticMarkup(<EmailInput orId placeholder="usuario@ejemplo.com" />);
    expect(html).toContain('type="text"');
    expect(html).toContain('autoComplete="off"');
    expect(html).not.toContain('inputMode');
  });
});
