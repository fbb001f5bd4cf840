/**
 * The read-only public JSON API's description (decision record 038): OpenAPI 3.1 generated from
 * the shared zod schemas the server answers with (zod's own `z.toJSONSchema`, JSON Schema 2020-12 as OpenAPI 3.1
 * uses it), served at /api/docs/openapi.json, and a plain page at /api/docs a club's web designer can read.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZPublicLeague,
  ZPublicNext,
  ZPublicTournament,
  ZPublicView,
  ZTvToday,
} from '@/shared/schemas/public';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';

const ZErrorAnswer = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const SCHEMAS = {
  PublicTournament: ZPublicTournament,
  PublicLeague: ZPublicLeague,
  PublicView: ZPublicView,
  PublicNext: ZPublicNext,
  TvToday: ZTvToday,
  Error: ZErrorAnswer,
} as const;
type SchemaName = keyof typeof SCHEMAS;

interface Operation {
  path: string;
  summary: string;
  description: string;
  schema: SchemaName;
  params?: { name: string; description: string; uuid?: boolean }[];
  /** Answers from one snapshot with an ETag (a reload with If-None-Match is a 304). */
  snapshot?: boolean;
}

const OPERATIONS: Operation[] = [
  {
    path: '/api/public/torneos/{id}',
    summary: 'Clasificación en directo de un torneo',
    description:
      'Torneo con el enlace público activado: datos de la clasificación (el orden se calcula con las reglas del torneo), horarios de salida, hoyos completados y, en un torneo match play, sus partidos y su cuadro (`partidos`; null en otras modalidades), sus categorías (`categorias`: la configuración y los participantes de cada una; null si no tiene) y sus premios especiales con sus ganadores (`premios_especiales`). Con «Ocultar la clasificación hasta el final», resultados, categorías y premios especiales se reservan hasta el final. Nombres como eligió el club. 404 si el enlace está desactivado.',
    schema: 'PublicTournament',
    params: [{ name: 'id', description: 'Identificador del torneo', uuid: true }],
    snapshot: true,
  },
  {
    path: '/api/public/ligas/{id}',
    summary: 'Clasificación de una liga',
    description: 'Liga con el enlace público activado. 404 si el enlace está desactivado.',
    schema: 'PublicLeague',
    params: [{ name: 'id', description: 'Identificador de la liga', uuid: true }],
    snapshot: true,
  },
  {
    path: '/api/public/proximo',
    summary: 'El torneo de hoy o el próximo',
    description:
      'El torneo de hoy, o si no hay, el siguiente, entre los que tienen el enlace público activado.',
    schema: 'PublicNext',
  },
  {
    path: '/api/public/tv',
    summary: 'Torneos de hoy para la pantalla del club',
    description:
      'Los torneos de hoy con el enlace público activado (con el código de su enlace), o el próximo si hoy no hay ninguno.',
    schema: 'TvToday',
  },
  {
    path: '/api/public/{token}',
    summary: 'Lo que abre un enlace público',
    description:
      'El torneo o la liga de un enlace público (/publico/{token}). 404 si el enlace está desactivado o se renovó.',
    schema: 'PublicView',
    params: [{ name: 'token', description: 'El código secreto del enlace público' }],
    snapshot: true,
  },
];

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });

function toSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return json;
}

/** The OpenAPI 3.1 document of the public API. */
export function publicOpenApi(baseUrl: string, clubName: string) {
  const paths: Record<string, unknown> = {};
  for (const op of OPERATIONS) {
    const cacheHeaders = {
      'Cache-Control': {
        description: 'public, max-age=1, must-revalidate: un proxy puede guardarla un segundo',
        schema: { type: 'string' },
      },
      ...(op.snapshot
        ? {
            ETag: {
              description: 'Versión de los datos; repítela en If-None-Match',
              schema: { type: 'string' },
            },
          }
        : {}),
    };
    paths[op.path] = {
      get: {
        summary: op.summary,
        description: op.description,
        parameters: [
          ...(op.params ?? []).map((p) => ({
            name: p.name,
            in: 'path',
            required: true,
            description: p.description,
            schema: p.uuid ? { type: 'string', format: 'uuid' } : { type: 'string' },
          })),
          ...(op.snapshot
            ? [
                {
                  name: 'If-None-Match',
                  in: 'header',
                  required: false,
                  description:
                    'El ETag de la última respuesta: si nada cambió, la respuesta es un 304 sin cuerpo',
                  schema: { type: 'string' },
                },
              ]
            : []),
        ],
        responses: {
          '200': {
            description: 'Correcto',
            headers: cacheHeaders,
            content: { 'application/json': { schema: ref(op.schema) } },
          },
          ...(op.snapshot
            ? { '304': { description: 'Sin cambios desde el ETag indicado', headers: cacheHeaders } }
            : {}),
          ...(op.params
            ? {
                '404': {
                  description: 'No existe o su enlace público está desactivado',
                  content: { 'application/json': { schema: ref('Error') } },
                },
              }
            : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `API pública · ${clubName}`,
      version: '1',
      description:
        'Datos de solo lectura de los torneos y ligas cuyo enlace público está activado: los mismos que ve cualquiera en la página pública, sin correos, teléfonos ni fechas de nacimiento. Sin autenticación.',
    },
    servers: [{ url: baseUrl }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, toSchema(schema)])),
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain, script-free page of the same document (the app's CSP allows no inline script). */
function docsHtml(doc: ReturnType<typeof publicOpenApi>): string {
  const ops = OPERATIONS.map((op) => {
    const example = `curl -H 'If-None-Match: "…"' ${doc.servers[0]!.url}${op.path}`;
    return `<section>
  <h2><code>GET ${escapeHtml(op.path)}</code></h2>
  <p><strong>${escapeHtml(op.summary)}.</strong> ${escapeHtml(op.description)}</p>
  ${op.params ? `<ul>${op.params.map((p) => `<li><code>${escapeHtml(p.name)}</code>: ${escapeHtml(p.description)}</li>`).join('')}</ul>` : ''}
  <p>Respuesta: <a href="#schema-${op.schema}"><code>${op.schema}</code></a>${op.snapshot ? ' · con <code>ETag</code>: repite la petición con <code>If-None-Match</code> y recibirás un 304 si nada cambió' : ''}.</p>
  ${op.snapshot ? `<pre>${escapeHtml(example)}</pre>` : ''}
</section>`;
  }).join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${name}"><h3><code>${name}</code></h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(doc.info.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin-top: 2rem; } code { font-size: 0.95em; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; font-size: 0.8rem; border-radius: 6px; }
section { border-top: 1px solid #ddd; }
</style>
</head>
<body>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Descripción OpenAPI 3.1: <a href="/api/docs/openapi.json"><code>/api/docs/openapi.json</code></a></p>
${ops}
<h2>Esquemas</h2>
${schemas}
</body>
</html>`;
}

export function publicDocsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const doc = publicOpenApi(deps.config.baseUrl, deps.config.CLUB_NAME);
  const json = JSON.stringify(doc, null, 2);
  const html = docsHtml(doc);
  const cache = { 'cache-control': 'public, max-age=300' };
  app.get('/docs/openapi.json', (c) =>
    c.body(json, 200, { ...cache, 'content-type': 'application/json; charset=UTF-8' }),
  );
  app.get('/docs', (c) => c.html(html, 200, cache));
  return app;
}
