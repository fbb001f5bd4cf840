import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** The file field of the spreadsheet dialogs: a CSV or an Excel file, sent as soon as it is chosen. */
export function SpreadsheetInput({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="archivo-hoja">Archivo (CSV o Excel)</Label>
      <Input
        id="archivo-hoja"
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
