/**
 * Reads a plain-SQL dump made by `pg_dump` (or the hosted platform's `db dump`, which runs it): data as
 * `COPY … FROM stdin` blocks or as `INSERT INTO … (columns) VALUES (…)` statements (`--column-inserts`, also with
 * several rows per statement). Every other statement (schema, settings, owners, functions) is passed over; the
 * extensions it creates and the tables it defines are noted so that the importer can report what it skipped.
 * Values come out as PostgreSQL's text form (the COPY form), `null` for NULL, whichever style the dump uses.
 */

export type DumpValue = string | null;

export interface DumpTable {
  /** `schema.table`, unquoted. */
  name: string;
  columns: string[];
  rows: DumpValue[][];
}

export interface ParsedDump {
  tables: Map<string, DumpTable>;
  /** Tables created by the dump's schema part (`schema.table`), with or without data. */
  created: Set<string>;
  extensions: string[];
}

function unquoteIdent(raw: string): string {
  const t = raw.trim();
  return t.startsWith('"') ? t.slice(1, -1).replace(/""/g, '"') : t.toLowerCase();
}

/** `public.profiles`, `"public"."profiles"`, `profiles` → `public.profiles`. */
export function qualifiedName(raw: string): string {
  const parts = raw.match(/"(?:[^"]|"")*"|[^.]+/g) ?? [raw];
  const names = parts.map(unquoteIdent);
  return names.length === 1 ? `public.${names[0]}` : `${names[0]}.${names[1]}`;
}

function columnList(raw: string): string[] {
  return (raw.match(/"(?:[^"]|"")*"|[^,]+/g) ?? []).map(unquoteIdent).filter((c) => c.length > 0);
}

const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field of COPY's text format: backslash escapes, `\N` for NULL. */
function copyField(raw: string): DumpValue {
  if (raw === '\\N') return null;
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, e: string) => {
    if (e[0] === 'x') return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
    return COPY_ESCAPES[e] ?? e;
  });
}

/** Finds the end (index after the `;`) of the statement starting at `start`, skipping quotes and comments. */
function statementEnd(text: string, start: number): number {
  let i = start;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === ';') return i + 1;
    if (c === "'") {
      // E'…' strings take backslash escapes; standard strings only double the quote.
      const escaped = i > 0 && (text[i - 1] === 'E' || text[i - 1] === 'e') && !/\w/.test(text[i - 2] ?? ' ');
      i++;
      while (i < n) {
        if (escaped && text[i] === '\\') i += 2;
        else if (text[i] === "'") {
          if (text[i + 1] === "'") i += 2;
          else break;
        } else i++;
      }
      i++;
    } else if (c === '"') {
      i = text.indexOf('"', i + 1) + 1 || n;
    } else if (c === '-' && text[i + 1] === '-') {
      i = text.indexOf('\n', i);
      if (i < 0) return n;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      i = i < 0 ? n : i + 2;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64));
      if (tag) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        i = close < 0 ? n : close + tag[0].length;
      } else i++;
    } else i++;
  }
  return n;
}

/** Parses the `VALUES (…), (…)` part of an INSERT into rows of text values. */
function parseValues(src: string): DumpValue[][] {
  const rows: DumpValue[][] = [];
  let i = 0;
  const n = src.length;
  const skipSpace = () => {
    while (i < n && /\s/.test(src[i]!)) i++;
  };
  const skipCast = () => {
    skipSpace();
    while (src.startsWith('::', i)) {
      i += 2;
      const m =
        /^\s*(?:"[^"]*"|[\w.]+)(?:\s+(?:varying|precision|with(?:out)?\s+time\s+zone))*(?:\([^)]*\))?(?:\[\])*/i.exec(
          src.slice(i),
        );
      i += m ? m[0].length : 0;
      skipSpace();
    }
  };
  while (i < n) {
    skipSpace();
    if (src[i] !== '(') break;
    i++;
    const row: DumpValue[] = [];
    for (;;) {
      skipSpace();
      let value: DumpValue;
      if (src[i] === "'" || ((src[i] === 'E' || src[i] === 'e') && src[i + 1] === "'")) {
        const escaped = src[i] !== "'";
        i += escaped ? 2 : 1;
        let out = '';
        while (i < n) {
          const c = src[i]!;
          if (c === "'") {
            if (src[i + 1] === "'") {
              out += "'";
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (escaped && c === '\\') {
            // \uXXXX, \xHH, octal, or one character (E-string escapes, as COPY's).
            const esc = /^\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/s.exec(src.slice(i, i + 6))![0];
            out +=
              esc[1] === 'u'
                ? String.fromCharCode(Number.parseInt(esc.slice(2), 16))
                : (copyField(esc) ?? '');
            i += esc.length;
            continue;
          }
          out += c;
          i++;
        }
        value = out;
      } else {
        let depth = 0;
        const from = i;
        while (i < n && (depth > 0 || (src[i] !== ',' && src[i] !== ')'))) {
          if (src[i] === '(') depth++;
          if (src[i] === ')') depth--;
          i++;
        }
        const word = src.slice(from, i).trim().replace(/::.*$/s, '');
        value = /^null$/i.test(word) ? null : word;
      }
      skipCast();
      row.push(value);
      skipSpace();
      if (src[i] === ',') {
        i++;
        continue;
      }
      i++; // ')'
      break;
    }
    rows.push(row);
    skipSpace();
    if (src[i] === ',') i++;
  }
  return rows;
}

const COPY_RE =
  /^COPY\s+((?:"(?:[^"]|"")*"|[\w$]+)(?:\.(?:"(?:[^"]|"")*"|[\w$]+))?)\s*\(([^)]*)\)\s+FROM\s+stdin/i;
const INSERT_RE =
  /^INSERT\s+INTO\s+((?:"(?:[^"]|"")*"|[\w$]+)(?:\.(?:"(?:[^"]|"")*"|[\w$]+))?)\s*\(([^)]*)\)\s*(?:OVERRIDING\s+\w+\s+VALUE\s+)?VALUES\s*/i;
const CREATE_TABLE_RE =
  /^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?((?:"(?:[^"]|"")*"|[\w$]+)(?:\.(?:"(?:[^"]|"")*"|[\w$]+))?)/i;
const CREATE_EXTENSION_RE = /^CREATE\s+EXTENSION\s+(?:IF\s+NOT\s+EXISTS\s+)?("(?:[^"]|"")*"|[\w-]+)/i;

function tableOf(tables: Map<string, DumpTable>, name: string, columns: string[]): DumpTable {
  let table = tables.get(name);
  if (!table) {
    table = { name, columns, rows: [] };
    tables.set(name, table);
  }
  return table;
}

/** Rows of a later statement whose column order differs from the first one are reordered to it. */
function reorder(table: DumpTable, columns: string[], row: DumpValue[]): DumpValue[] {
  if (columns === table.columns || columns.join() === table.columns.join()) return row;
  for (const c of columns) if (!table.columns.includes(c)) table.columns.push(c);
  const out: DumpValue[] = table.columns.map(() => null);
  columns.forEach((c, k) => (out[table.columns.indexOf(c)] = row[k] ?? null));
  return out;
}

export function parseDump(text: string, onProgress?: (fraction: number) => void): ParsedDump {
  const tables = new Map<string, DumpTable>();
  const created = new Set<string>();
  const extensions: string[] = [];
  const n = text.length;
  let i = 0;
  let lastReport = 0;
  while (i < n) {
    // Whitespace and line comments between statements.
    while (i < n && /\s/.test(text[i]!)) i++;
    if (text.startsWith('--', i)) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? n : nl + 1;
      continue;
    }
    if (i >= n) break;
    if (onProgress && i - lastReport > 2_000_000) {
      lastReport = i;
      onProgress(i / n);
    }
    const end = statementEnd(text, i);
    const stmt = text.slice(i, end);
    i = end;
    const copy = COPY_RE.exec(stmt);
    if (copy) {
      const table = tableOf(tables, qualifiedName(copy[1]!), columnList(copy[2]!));
      const columns = columnList(copy[2]!);
      // The data starts on the next line and ends with a line holding only `\.`.
      const start = text.indexOf('\n', i) + 1;
      let pos = start;
      for (;;) {
        const nl = text.indexOf('\n', pos);
        const line = text.slice(pos, nl < 0 ? n : nl).replace(/\r$/, '');
        pos = nl < 0 ? n : nl + 1;
        if (line === '\\.' || (nl < 0 && line === '')) break;
        table.rows.push(reorder(table, columns, line.split('\t').map(copyField)));
        if (nl < 0) break;
      }
      i = pos;
      continue;
    }
    const insert = INSERT_RE.exec(stmt);
    if (insert) {
      const columns = columnList(insert[2]!);
      const table = tableOf(tables, qualifiedName(insert[1]!), columns);
      for (const row of parseValues(stmt.slice(insert[0].length).replace(/;\s*$/, '')))
        table.rows.push(reorder(table, columns, row));
      continue;
    }
    const createTable = CREATE_TABLE_RE.exec(stmt);
    if (createTable) {
      created.add(qualifiedName(createTable[1]!));
      continue;
    }
    const extension = CREATE_EXTENSION_RE.exec(stmt);
    if (extension) extensions.push(unquoteIdent(extension[1]!));
  }
  onProgress?.(1);
  return { tables, created, extensions };
}
