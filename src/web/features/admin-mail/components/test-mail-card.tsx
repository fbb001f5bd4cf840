import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAIL_MESSAGES, ZSendTestMailRequest, type TSendTestMailResponse } from '@/shared/schemas/admin-mail';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { EmailInput } from '@/web/components/ui/email-input';
import { Spinner } from '@/web/components/ui/spinner';
import { useSendTestMail } from '@/web/features/admin-mail/api/mail-api';
import { errorMessage } from '@/web/lib/api-client';
import { useMe } from '@/web/lib/session';
import { toastError, toastSuccess } from '@/web/lib/toast';

function resultText(result: TSendTestMailResponse): string {
  if (result.entrega === 'enviado') return `Email de prueba enviado a ${result.para}`;
  if (result.entrega === 'guardado') return MAIL_MESSAGES.stored(1);
  return MAIL_MESSAGES.failed(1);
}

/** A test e-mail (to the administrator's own address by default): over SMTP, or into the outbox without it. */
export function TestMailCard() {
  const { me } = useMe();
  const [result, setResult] = useState<TSendTestMailResponse | null>(null);
  const form = useForm({
    resolver: zodResolver(ZSendTestMailRequest),
    values: { para: me?.user.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const send = useSendTestMail({
    onSuccess: (res) => {
      setResult(res);
      if (res.entrega === 'enviado') toastSuccess('Email enviado', resultText(res));
      else toastError(res.entrega === 'guardado' ? 'Email no enviado' : 'Error', resultText(res));
    },
    onError: (error) => toastError('Error', errorMessage(error, 'No se pudo enviar el email')),
  });
  const onSubmit = form.handleSubmit((values) => send.mutate(values));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SendIcon className="size-5 text-primary" />
          Email de prueba
        </CardTitle>
        <CardDescription>Comprueba que el correo del club funciona.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <FormField label="Enviar a" error={form.formState.errors.para?.message}>
            {(field) => <EmailInput {...field} {...form.register('para')} />}
          </FormField>
          <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={send.isPending}>
            {send.isPending ? <Spinner /> : <SendIcon />}
            Enviar email de prueba
          </Button>
        </form>
        {result ? (
          <p role="status" className={result.entrega === 'enviado' ? 'text-sm' : 'text-sm text-destructive'}>
            {resultText(result)}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
