import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { MailStatusCard } from '@/web/features/admin-mail/components/mail-status-card';
import { OutboxList } from '@/web/features/admin-mail/components/outbox-list';
import { TestMailCard } from '@/web/features/admin-mail/components/test-mail-card';

/** /admin/correo 'Gestión del Correo': whether mail is configured, a test e-mail and the outbox. */
export default function AdminMailPage() {
  return (
    <AdminPage title="Gestión del Correo" description="Configuración, email de prueba y bandeja de salida">
      <div className="grid gap-8">
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <MailStatusCard />
          <TestMailCard />
        </div>
        <AdminSection
          title="Bandeja de salida"
          description="Todos los emails del club, enviados o no, del más reciente al más antiguo."
        >
          <OutboxList />
        </AdminSection>
      </div>
    </AdminPage>
  );
}
