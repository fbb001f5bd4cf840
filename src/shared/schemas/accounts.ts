import { z } from 'zod';
import { ZHandicap, ZIsoDate, ZSexo, ZTramoEdad, ZUuid, zText } from './common';

export const PASSWORD_MIN = 6;

const requiredText = (message: string, max = 200) => zText({ required: message, max });

export const ZEmail = zText({ required: 'Email requerido', max: 254 })
  .pipe(z.email({ message: 'Email no válido' }))
  .transform((s) => s.toLowerCase());

export const ZPassword = z
  .string({ message: 'La contraseña es obligatoria' })
  .min(PASSWORD_MIN, { message: 'La contraseña debe tener al menos 6 caracteres' })
  .max(128, { message: 'La contraseña no puede tener más de 128 caracteres' });

const ZTelefono = zText({ required: 'El teléfono es obligatorio', max: 30 }).regex(/^[+()\d\s.-]{6,30}$/, {
  message: 'Teléfono no válido',
});

/** P§2 Auth, P§5: sign-up with Nombre Completo, Teléfono, Email, Contraseña. */
export const ZSignUpRequest = z.object({
  nombre: requiredText('El nombre es obligatorio', 120),
  telefono: ZTelefono,
  email: ZEmail,
  password: ZPassword,
  /** Where the confirmation link lands (a same-origin path; anything else means '/'). */
  destino: z.string({ message: 'Destino no válido' }).max(512, { message: 'Destino no válido' }).optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignUpResponse = z.object({ requiresEmailConfirmation: z.boolean() });
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** /auth/reset-password: the token of the recovery link and the new password. */
export const ZResetPasswordRequest = z.object({
  token: zText({ required: 'Enlace no válido', max: 200 }),
  password: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** A required date: empty says so (not 'Fecha no válida'), a wrong one is not valid. */
const requiredDate = (message: string) => z.string({ message }).trim().min(1, { message }).pipe(ZIsoDate);

/** P§5 Profile form. Optional fields are sent only when chosen. */
export const ZUpdateProfileRequest = z.object({
  nombre: requiredText('El nombre es obligatorio', 120),
  telefono: ZTelefono,
  fecha_nacimiento: requiredDate('La fecha de nacimiento es obligatoria'),
  fecha_entrada_pena: requiredDate('La fecha de entrada en la peña es obligatoria'),
  numero_licencia_federativa: zText({ max: 40 })
    .nullish()
    .transform((v) => (v ? v : null)),
  sexo: ZSexo.optional(),
  tramo_edad: ZTramoEdad.optional(),
  /** 'No mostrar mi nombre en páginas públicas' (design.md §17); absent: unchanged. */
  ocultar_nombre_publico: z.boolean().optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZProfile = z.object({
  id: ZUuid,
  user_id: z.string().nullable(),
  nombre: z.string(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  fecha_nacimiento: z.string().nullable(),
  fecha_entrada_pena: z.string().nullable(),
  handicap: z.number().nullable(),
  sexo: ZSexo.nullable(),
  tramo_edad: ZTramoEdad.nullable(),
  numero_licencia_federativa: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  /** 'No mostrar mi nombre en páginas públicas' (design.md §17). */
  ocultar_nombre_publico: z.boolean().default(false),
  created_at: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET /api/me: who is signed in. */
export const ZMeResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  profile: ZProfile.nullable(),
  isAdmin: z.boolean(),
  /** The account's e-mail is a club player's without account: it waits to be joined to that player's profile. */
  unionPendiente: z.boolean().default(false),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** GET /api/config: what the browser needs to know about this installation. */
export const ZPublicConfig = z.object({
  clubName: z.string(),
  /** The club's logo (decision record 044): the uploaded one, else the bundled '/logo.svg'. */
  clubLogoUrl: z.string().optional(),
  googleEnabled: z.boolean(),
  emailConfirmationRequired: z.boolean(),
  /** An SMTP server is configured: without it e-mails (a password link too) are only stored in the outbox. */
  emailEnabled: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export { ZHandicap };
