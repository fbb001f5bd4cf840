import type { TCreateAccountsResponse } from '@/shared/schemas/admin-tools';
import { deliveryLines } from '@/web/lib/mail-delivery';

/** The summary of a bulk creation (T§7): successful, failed and the temporary e-mails made. */
export function CreateAccountsSummary({ summary }: { summary: TCreateAccountsResponse }) {
  return (
    <section
      aria-label="Resumen de la creación de usuarios"
      className="grid gap-3 rounded-lg bg-muted/60 p-3 text-sm"
    >
      <h3 className="font-semibold">Resumen</h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ['Creados', summary.successful.length],
            ['Fallidos', summary.failed.length],
            ['Emails temporales', summary.temporaryEmails.length],
            ['Emails enviados', summary.emailsSent],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-card p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.emailsStored > 0 || summary.emailsFailed > 0 ? (
        <div role="status" className="grid gap-1">
          {deliveryLines({
            enviados: summary.emailsSent,
            guardados: summary.emailsStored,
            fallidos: summary.emailsFailed,
          }).map((line) => (
            <p key={line}>{line}.</p>
          ))}
        </div>
      ) : null}
      {summary.failed.length > 0 ? (
        <div>
          <h4 className="font-medium text-destructive">No se pudieron crear</h4>
          <ul className="list-inside list-disc">
            {summary.failed.map((f) => (
              <li key={f.id}>
                {f.nombre || f.id}: {f.error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary.temporaryEmails.length > 0 ? (
        <div>
          <h4 className="font-medium">Emails temporales creados</h4>
          <ul className="grid gap-1">
            {summary.temporaryEmails.map((t) => (
              <li key={t.id} className="flex flex-wrap gap-x-2">
                <span>{t.nombre}:</span>
                <code className="font-mono text-xs break-all">{t.email}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
