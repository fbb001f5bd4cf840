import { describe, expect, it } from 'vitest';
import { parseDump } from './dump-parser';

describe('parseDump', () => {
  it('reads COPY blocks with their escapes and NULLs', () => {
    const dump = [
      "SET client_encoding = 'UTF8';",
      'COPY public.profiles (id, nombre, telefono) FROM stdin;',
      'a\tJosé\\tNúñez\t\\N',
      'b\tcon \\\\ barra\t600',
      '\\.',
      '',
    ].join('\n');
    const t = parseDump(dump).tables.get('public.profiles')!;
    expect(t.columns).toEqual(['id', 'nombre', 'telefono']);
    expect(t.rows).toEqual([
      ['a', 'José\tNúñez', null],
      ['b', 'con \\ barra', '600'],
    ]);
  });

  it('reads INSERTs with column names: quotes, E-strings, casts, several rows, NULL and booleans', () => {
    const dump = [
      "INSERT INTO public.ligas (id, nombre, activa, descripcion) VALUES ('l1', 'Liga de O''Donnell; sábados', true, NULL);",
      "INSERT INTO public.ligas (id, nombre, activa, descripcion) VALUES ('l2', E'l\\u00ednea\\nnueva', false, '{\"a\": 1}'::jsonb), ('l3', 'x', true, 'y');",
    ].join('\n');
    const t = parseDump(dump).tables.get('public.ligas')!;
    expect(t.rows).toEqual([
      ['l1', "Liga de O'Donnell; sábados", 'true', null],
      ['l2', 'línea\nnueva', 'false', '{"a": 1}'],
      ['l3', 'x', 'true', 'y'],
    ]);
  });

  it('passes over functions with dollar-quoted bodies and notes tables and extensions', () => {
    const dump = [
      'CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA extensions;',
      'CREATE FUNCTION public.f() RETURNS trigger AS $$ BEGIN INSERT INTO x VALUES (1); RETURN NEW; END; $$ LANGUAGE plpgsql;',
      'CREATE TABLE public.notas (id uuid);',
      '-- a comment; with a semicolon',
      "INSERT INTO public.notas (id) VALUES ('n1');",
    ].join('\n');
    const parsed = parseDump(dump);
    expect(parsed.extensions).toEqual(['uuid-ossp']);
    expect([...parsed.created]).toEqual(['public.notas']);
    expect([...parsed.tables.keys()]).toEqual(['public.notas']);
  });
});
