import { describe, expect, it } from 'vitest';
import { smtpServer } from './mail';

describe('smtpServer', () => {
  it('shows host and port, never the user or password', () => {
    expect(smtpServer('smtp://usuario:secreto@mail.example.com:2525')).toBe('mail.example.com:2525');
    expect(smtpServer('smtps://usuario:secreto@mail.example.com')).toBe('mail.example.com:465');
    expect(smtpServer('smtp://mail.example.com')).toBe('mail.example.com:587');
  });

  it('is null without SMTP or with an address it cannot read', () => {
    expect(smtpServer(undefined)).toBeNull();
    expect(smtpServer('')).toBeNull();
    expect(smtpServer('smtp://usuario:sec ret@')).toBeNull();
  });
});
