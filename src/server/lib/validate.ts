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

const MAX_JSON_BYTES = 64 * 1024;

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json'))
    throw badRequest('Datos no válidos: se esperaba JSON');
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_JSON_BYTES) throw badRequest('Datos no válidos: la petición es demasiado grande');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Datos no válidos: JSON mal formado');
  }
  return parseWith(schema, body);
}
