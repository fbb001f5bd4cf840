/** THE es-ES long date of the server's texts (papers, e-mails): '2030-06-20' → 'jueves, 20 de junio de 2030'. */
const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatLongDate = (iso: string): string => longDate.format(new Date(`${iso}T00:00:00Z`));
