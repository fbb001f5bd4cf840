/** The profile's optional choices (P§5, T§3), for the player's own form and the administration's player editor. */
export const PROFILE_CHOICES = [
  {
    name: 'sexo',
    label: 'Sexo',
    options: [
      ['hombre', 'Hombre'],
      ['mujer', 'Mujer'],
    ],
  },
  {
    name: 'tramo_edad',
    label: 'Tramo de edad',
    options: [
      ['infantil', 'Infantil'],
      ['general', 'General'],
      ['senior', 'Senior'],
    ],
  },
] as const;
