// Mi Perfil → Documentación (DECISIONS §17): the instructor's badge, their documents with their
// state, the upload form (insurance with its expiry date, or a titulación) and the ROPEC number.
import { useState } from 'react';
import { VerifiedBadge } from '../../../components/verified-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useDeleteCredential, useOwnCredentials } from '../api/credentials';
import { DocumentList } from './document-list';
import { RopecForm } from './ropec-form';
import { UploadForm } from './upload-form';

const text = es.credentials.section;

export function DocumentationSection() {
  const query = useOwnCredentials();
  const remove = useDeleteCredential();
  const [removing, setRemoving] = useState<string | null>(null);
  const onRemove = (id: string) => {
    setRemoving(id);
    remove.mutate(id, {
      onSuccess: () => toast.success(text.removedTitle),
      onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.removeFailed }),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <Card role="region" className="p-5 sm:p-6" aria-labelledby="documentacion-title">
      <h2 id="documentacion-title" className="text-lg font-semibold text-gray-900">
        {text.title}
      </h2>
      <p className="mt-0.5 text-sm text-gray-600">{text.hint}</p>
      {query.isPending ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner className="size-6" label={es.common.loading} />
        </div>
      ) : query.isError ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-2 text-sm text-gray-600">
          <p>{text.loadFailed}</p>
          <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
            {es.common.retry}
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-gray-700">{text.badgeLabel}:</span>
            <VerifiedBadge verification={query.data.verificacion} showUnverified />
          </div>
          {query.data.items.length === 0 ? (
            <p className="text-sm text-gray-600">{text.empty}</p>
          ) : (
            <DocumentList
              items={query.data.items}
              actions={(item) => (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(item.id)}
                  loading={removing === item.id}
                  aria-label={`${text.remove}: ${item.nombre}`}
                >
                  {text.remove}
                </Button>
              )}
            />
          )}
          <UploadForm />
          <RopecForm />
        </div>
      )}
    </Card>
  );
}
