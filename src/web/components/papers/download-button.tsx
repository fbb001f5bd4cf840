import { FileDownIcon, Share2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { canShareFiles, downloadFile, shareFile } from '@/web/lib/download';

/** A button that downloads a paper (PDF, CSV) from the server; busy while it comes, an 'Error' toast if refused. */
export function DownloadButton({
  path,
  fallbackName,
  children,
  icon = <FileDownIcon />,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  path: string;
  fallbackName: string;
  children: ReactNode;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void downloadFile(path, fallbackName).finally(() => setBusy(false));
      }}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </Button>
  );
}

/** 'Compartir' (the phone's share sheet with the PDF): only where the Web Share API shares files. */
export function ShareButton({
  path,
  fallbackName,
  title,
  className,
}: {
  path: string;
  fallbackName: string;
  title: string;
  className?: string;
}) {
  const [supported] = useState(canShareFiles);
  const [busy, setBusy] = useState(false);
  if (!supported) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void shareFile(path, fallbackName, title).finally(() => setBusy(false));
      }}
    >
      {busy ? <Spinner /> : <Share2Icon className={PHONE_HIDDEN_ICON} />}
      Compartir
    </Button>
  );
}

/** On a phone the three buttons share one row: their icons only from 640 px up. */
const PHONE_HIDDEN_ICON = 'hidden sm:block';

/** 'Exportar PDF', 'Exportar CSV' and, on phones that share files, 'Compartir' — for a standings page. */
export function ExportActions({ base, name, title }: { base: string; name: string; title: string }) {
  return (
    <div className="grid w-full auto-cols-fr grid-flow-col gap-2 sm:flex sm:w-auto">
      <DownloadButton
        path={`${base}.pdf`}
        fallbackName={`${name}.pdf`}
        icon={<FileDownIcon className={PHONE_HIDDEN_ICON} />}
        className="px-2 sm:px-3"
      >
        Exportar PDF
      </DownloadButton>
      <DownloadButton
        path={`${base}.csv`}
        fallbackName={`${name}.csv`}
        icon={<FileDownIcon className={PHONE_HIDDEN_ICON} />}
        className="px-2 sm:px-3"
      >
        Exportar CSV
      </DownloadButton>
      <ShareButton path={`${base}.pdf`} fallbackName={`${name}.pdf`} title={title} className="px-2 sm:px-3" />
    </div>
  );
}
