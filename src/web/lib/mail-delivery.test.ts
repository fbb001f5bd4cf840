import { describe, expect, it } from 'vitest';
import { deliveryLines } from './mail-delivery';

describe('deliveryLines', () => {
  it('counts what SMTP accepted', () => {
    expect(deliveryLines({ enviados: 5, guardados: 0, fallidos: 0 })).toEqual(['5 emails enviados']);
    expect(deliveryLines({ enviados: 1, guardados: 0, fallidos: 0 })).toEqual(['1 email enviado']);
  });

  it('never calls stored e-mails sent: without SMTP only the outbox sentence', () => {
    expect(deliveryLines({ enviados: 0, guardados: 5, fallidos: 0 })).toEqual([
      'No hay servidor de correo configurado: 5 emails guardados en la bandeja de salida',
    ]);
    expect(deliveryLines({ enviados: 0, guardados: 1, fallidos: 0 })).toEqual([
      'No hay servidor de correo configurado: 1 email guardado en la bandeja de salida',
    ]);
  });

  it('says what SMTP refused beside what it accepted', () => {
    expect(deliveryLines({ enviados: 3, guardados: 0, fallidos: 2 })).toEqual([
      '3 emails enviados',
      'El servidor de correo rechazó 2 emails: quedan en la bandeja de salida como no enviados',
    ]);
    expect(deliveryLines({ enviados: 0, guardados: 0, fallidos: 1 })).toEqual([
      'El servidor de correo rechazó 1 email: queda en la bandeja de salida como no enviado',
    ]);
  });

  it('nothing at all: 0 sent', () => {
    expect(deliveryLines({ enviados: 0, guardados: 0, fallidos: 0 })).toEqual(['0 emails enviados']);
  });
});
