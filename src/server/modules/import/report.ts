/** The importer's report as the command prints it (Spanish, one line per fact; never a password hash). */
import type { ImportReport } from './importer';

const fmt = (n: number | null) => (n === null ? '—' : Number.isInteger(n) ? String(n) : n.toFixed(2));

export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  if (report.counts.length > 0) {
    lines.push('Filas por tabla (en el volcado → importables):');
    for (const c of report.counts) {
      if (c.rows > 0 || c.imported > 0)
        lines.push(`  ${c.table.padEnd(34)} ${String(c.rows).padStart(7)} → ${c.imported}`);
    }
  }
  if (report.skipped.length > 0) {
    lines.push('Omitido:');
    for (const s of report.skipped) lines.push(`  ${s}`);
  }
  if (report.issues.length > 0) {
    lines.push(`Filas que no se pueden importar (${report.issues.length}):`);
    for (const i of report.issues) lines.push(`  ${i.table} fila ${i.row}: ${i.reason} — ${i.values}`);
  }
  if (report.pointsDifferences.length > 0) {
    lines.push(
      'Puntos de liga guardados que difieren de las reglas de esta aplicación (se conservan los guardados; un administrador puede recalcularlos en /admin/ligas):',
    );
    for (const d of report.pointsDifferences)
      lines.push(`  ${d.liga} · ${d.torneo} · ${d.jugador}: ${d.puntos} ${fmt(d.antes)} → ${fmt(d.despues)}`);
  } else if (report.status === 'imported' || report.status === 'dry-run') {
    lines.push('Puntos de liga: los guardados coinciden con las reglas de esta aplicación.');
  }
  for (const n of report.notes) lines.push(n);
  lines.push(report.message);
  return lines.join('\n');
}
