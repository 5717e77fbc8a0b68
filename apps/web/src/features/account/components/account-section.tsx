import { useState, type ReactNode } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { downloadMyData, useDeleteAccount } from '../api/account';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

type AccountSectionProps = {
  role: 'gimnasio' | 'instructor';
  /** The account's e-mail now (it changes only when the link sent to the new one is used). */
  email: string;
  /** After the account is gone: the page ends the session on this side and leaves. */
  onDeleted: () => void;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 border-t border-gray-100 pt-5 first:border-t-0 first:pt-0"
    >
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

/** Cuenta y privacidad (DECISIONS §2): change the e-mail and the password, download the data, delete the account. */
export function AccountSection({ role, email, onDeleted }: AccountSectionProps) {
  const text = es.account;
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount(() => {
    toast.success(text.delete.doneTitle, { description: text.delete.doneDescription });
    onDeleted();
  });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success(text.download.doneTitle, { description: text.download.doneDescription });
    } catch (error) {
      toastError(error, { title: text.download.failedTitle, description: text.download.failedDescription });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{text.title}</h2>
      <p className="mt-0.5 text-sm text-gray-500">
        {text.hint}{' '}
        <Link to="/privacy" className="font-medium text-brand-800 underline">
          {text.privacyLink}
        </Link>
        .
      </p>
      <div className="mt-5 flex flex-col gap-5">
        <Part title={es.emailChange.title}>
          <ChangeEmailForm currentEmail={email} />
        </Part>
        <Part title={text.password.title}>
          <ChangePasswordForm />
        </Part>
        <Part title={text.download.title}>
          <p className="text-sm text-gray-600">{text.download.body}</p>
          <div>
            <Button
              variant="outline"
              loading={downloading}
              onClick={() => void download()}
              icon={<Download className="size-4" aria-hidden="true" />}
            >
              {text.download.button}
            </Button>
          </div>
        </Part>
        <Part title={text.delete.title}>
          <p className="text-sm text-gray-600">{text.delete.body}</p>
          <div>
            <Button
              variant="danger"
              onClick={() => setConfirming(true)}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              {text.delete.button}
            </Button>
          </div>
        </Part>
      </div>
      {confirming ? (
        <DeleteAccountDialog
          role={role}
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={(password, onError) => remove.mutate(password, { onError })}
        />
      ) : null}
    </Card>
  );
}
