import type { ReactNode } from 'react';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { GameForm, type GameFormProps } from '@/web/features/personal-games/components/game-form';
import { GameFormSkeleton } from '@/web/features/personal-games/components/form-skeleton';
import type { GameFormData } from '@/web/features/personal-games/hooks/use-game-form-data';

type FormFields = Omit<GameFormProps, 'courses' | 'playerOptions' | 'players'> & {
  /** A new key starts the form afresh (another game). */
  formKey?: string;
};

/**
 * The frame of 'Crear Partida Personal' and 'Editar Partida Personal' (P§2, design.md §12): while loading a
 * skeleton, then what the page has to say instead of the form (`notice`: no profile, the game is not found or
 * validated), then 'Reintentar' when the courses or players failed, then the form with the courses and players.
 */
export function GameFormScreen({
  title,
  backTo,
  loading,
  notice,
  data,
  form,
}: {
  title: string;
  backTo: string;
  loading: boolean;
  notice: ReactNode;
  data: GameFormData;
  /** The form's own fields; null only while a notice is shown. */
  form: FormFields | null;
}) {
  let content: ReactNode;
  if (loading) {
    content = <GameFormSkeleton />;
  } else if (notice) {
    content = notice;
  } else if (data.isError) {
    content = (
      <div className="flex justify-center py-10">
        <Button variant="outline" onClick={data.retry}>
          Reintentar
        </Button>
      </div>
    );
  } else if (form) {
    const { formKey, ...fields } = form;
    content = (
      <GameForm
        key={formKey}
        {...fields}
        courses={data.courses}
        playerOptions={data.playerOptions}
        players={data.players}
      />
    );
  }
  return (
    <PageShell title={title} backTo={backTo} width="xl">
      {content}
    </PageShell>
  );
}
