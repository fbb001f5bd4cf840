/** A number input's value for the shared schemas: '' → null (then the schema's Spanish message), else a number. */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
