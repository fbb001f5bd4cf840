/** Spanish texts for Better Auth's error codes: the spec shows "the provider's message", and we are the provider. */
const MESSAGES: Record<string, string> = {
  USER_NOT_FOUND: 'No existe ninguna cuenta con ese email',
  INVALID_PASSWORD: 'La contraseña actual no es correcta',
  INVALID_EMAIL: 'Email no válido',
  INVALID_EMAIL_OR_PASSWORD: 'Email o contraseña incorrectos',
  INVALID_USER: 'Usuario no válido',
  INVALID_TOKEN: 'El enlace no es válido o ha caducado',
  TOKEN_EXPIRED: 'El enlace ha caducado',
  EMAIL_NOT_VERIFIED: 'Debes confirmar tu email antes de iniciar sesión. Revisa tu bandeja de entrada.',
  PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 6 caracteres',
  PASSWORD_TOO_LONG: 'La contraseña no puede tener más de 128 caracteres',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con este email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con este email',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta cuenta no tiene contraseña (entra con Google)',
  SESSION_EXPIRED: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  SESSION_NOT_FRESH: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  FAILED_TO_GET_SESSION: 'No se pudo obtener la sesión',
  FAILED_TO_CREATE_USER: 'No se pudo crear la cuenta',
  FAILED_TO_CREATE_SESSION: 'No se pudo iniciar la sesión',
  PROVIDER_NOT_FOUND: 'El acceso con Google no está configurado en esta instalación.',
  INVALID_ORIGIN: 'Origen de la petición no permitido',
  MISSING_OR_NULL_ORIGIN: 'Origen de la petición no permitido',
  INVALID_CALLBACK_URL: 'Dirección de retorno no válida',
  INVALID_REDIRECT_URL: 'Dirección de retorno no válida',
  EMAIL_ALREADY_VERIFIED: 'El email ya está confirmado',
  VALIDATION_ERROR: 'Datos no válidos',
  MISSING_FIELD: 'Faltan campos obligatorios',
  BODY_MUST_BE_AN_OBJECT: 'Datos no válidos',
  RESET_PASSWORD_DISABLED: 'La recuperación de contraseña no está disponible',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
};

export function spanishAuthMessage(code: string | undefined, status: number): string {
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 429) return MESSAGES.TOO_MANY_REQUESTS!;
  if (status === 401) return 'Debes iniciar sesión';
  if (status === 403) return 'No tienes permiso para hacer esto';
  if (status >= 500) return 'Ocurrió un error inesperado';
  return 'Datos no válidos';
}
