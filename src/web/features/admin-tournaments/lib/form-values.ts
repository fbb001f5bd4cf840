/** Form inputs → the shared schemas' values: '' is null (then the schema's message or its default). */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
