/** Request parsing for thin routes: the shared zod schema decides, the first issue's Spanish text is the answer. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './app-error';

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue && !issue.message.startsWith('Invalid') && !issue.message.startsWith('Unrecognized')
        ? issue.message
        : 'Datos no válidos';
    throw badRequest(message);
  }
  return parsed.data;
}

/** Parses a JSON body (its size was already checked by the body limit of app.ts). */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw badRequest('Datos no válidos: se esperaba JSON');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Datos no válidos: JSON mal formado');
  }
  return parseWith(schema, body);
}
