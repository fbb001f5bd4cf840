import { describe, expect, it } from 'vitest';
import { loggablePath } from './logger';

describe('loggablePath', () => {
  it('hides the token of a password-reset link and drops query strings', () => {
    expect(loggablePath('/api/auth/reset-password/AbC123xyz')).toBe('/api/auth/reset-password/[oculto]');
    expect(loggablePath('/api/auth/RESET-PASSWORD/AbC123xyz/')).toBe('/api/auth/RESET-PASSWORD/[oculto]/');
    expect(loggablePath('/api/auth/verify-email?token=eyJ.x.y&callbackURL=/')).toBe('/api/auth/verify-email');
    expect(loggablePath('/auth/reset-password?token=abc#x')).toBe('/auth/reset-password');
  });

  it('keeps every other path as it is', () => {
    expect(loggablePath('/api/accounts/reset-password')).toBe('/api/accounts/reset-password');
    expect(loggablePath('/api/groups/2f1c7a57-3b7e-4a43-9f43-4b9c1f0f8a11/scores')).toBe(
      '/api/groups/2f1c7a57-3b7e-4a43-9f43-4b9c1f0f8a11/scores',
    );
  });
});
