import { formatHandicap } from '@/shared/domain/handicap-text';
import type { TProfile } from '@/shared/schemas/accounts';
import type { TUpdatePlayerRequest } from '@/shared/schemas/admin-players';

/** The editor's values from the stored profile (the handicap as it is written: '+0,8' for a plus one). */
export function playerFormValues(perfil: TProfile): TUpdatePlayerRequest {
  return {
    nombre: perfil.nombre,
    fecha_nacimiento: perfil.fecha_nacimiento ?? '',
    fecha_entrada_pena: perfil.fecha_entrada_pena ?? '',
    telefono: perfil.telefono ?? '',
    handicap: formatHandicap(perfil.handicap),
    sexo: perfil.sexo,
    tramo_edad: perfil.tramo_edad,
    numero_licencia_federativa: perfil.numero_licencia_federativa ?? '',
  };
}

/** 'Álvaro' finds 'alvaro' and the other way round. */
export const searchable = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
