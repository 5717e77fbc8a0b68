// Admin → Verificaciones (DECISIONS §17): the documents instructors uploaded, oldest pending first;
// each opens through a private link, and is approved or rejected with a reason (the instructor
// is told; the audit log keeps the decision).
import { useState } from 'react';
import { CheckCircle2, FileText, XCircle } from 'lucide-react';
import {
  CREDENTIAL_KIND_LABELS,
  credentialStatuses,
  type CredentialStatus,
  type VerificationItem,
} from '@fitcover/contract/trust/credentials';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { formatClassDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { useDecideVerification, useVerifications } from '../api/verifications';
import { AdminPageHeader } from './admin-page-header';
import { QueryStates } from './query-states';
import { TextActionDialog } from './text-action-dialog';

const text = es.credentials.admin;
const status = es.credentials.status;
const tones = { pendiente: 'warning', aprobado: 'success', rechazado: 'danger' } as const;

function Facts({ item }: { item: VerificationItem }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-gray-500">Instructor/a</dt>
      <dd className="break-words text-gray-900">
        {item.instructor.nombre}
        <span className="block text-gray-600 break-all sm:inline sm:before:content-['_·_']">
          {item.instructor.email}
        </span>
      </dd>
      {item.caducaEl ? (
        <>
          <dt className="text-gray-500">Caducidad</dt>
          <dd className="text-gray-900">{formatClassDate(item.caducaEl)}</dd>
        </>
      ) : null}
      {item.numero ? (
        <>
          <dt className="text-gray-500">Número</dt>
          <dd className="break-words text-gray-900">{item.numero}</dd>
        </>
      ) : null}
      {item.motivo ? (
        <>
          <dt className="text-gray-500">Motivo</dt>
          <dd className="break-words text-gray-900">{item.motivo}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function VerificationsView() {
  const [estado, setEstado] = useState<CredentialStatus>('pendiente');
  const [page, setPage] = useState(1);
  const query = useVerifications(estado, page);
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState<VerificationItem | null>(null);
  const items = query.data?.items ?? [];

  const approve = (item: VerificationItem) =>
    decide.mutate(
      { id: item.id, decision: 'approve' },
      {
        onSuccess: () => toast.success(text.approvedTitle, { description: text.approvedBody }),
        onError: (failure) => toastError(failure, { title: es.common.errorTitle, description: text.failed }),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <Field label={text.filterLabel}>
            {(control) => (
              <Select
                {...control}
                value={estado}
                onChange={(event) => {
                  setEstado(event.target.value as CredentialStatus);
                  setPage(1);
                }}
              >
                {credentialStatuses.map((option) => (
                  <option key={option} value={option}>
                    {text.filters[option]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        }
      />
      <QueryStates query={query} empty={items.length === 0} emptyText={text.empty}>
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="verification-item">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold text-gray-500 uppercase">{CREDENTIAL_KIND_LABELS[item.tipo]}</p>
                    <h2 className="font-semibold break-words text-gray-900">{item.nombre}</h2>
                    <p className="text-xs text-gray-600">
                      {text.uploadedAt(formatDateTime(item.subidoAt))}
                      {item.revisadoAt
                        ? ` · ${text.reviewed(item.revisadoPor ?? '—', formatDateTime(item.revisadoAt))}`
                        : ''}
                    </p>
                  </div>
                  <Badge tone={tones[item.estado]}>{status[item.estado]}</Badge>
                </div>
                <Facts item={item} />
                <div className="flex flex-wrap gap-2">
                  {item.url ? (
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      {es.credentials.section.open}
                      <span className="sr-only">: {item.nombre}</span>
                    </a>
                  ) : null}
                  {item.estado === 'pendiente' ? (
                    <>
                      <Button
                        size="sm"
                        onClick={() => approve(item)}
                        loading={
                          decide.isPending &&
                          decide.variables?.id === item.id &&
                          decide.variables.decision === 'approve'
                        }
                        icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
                      >
                        {text.approve}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setRejecting(item)}
                        icon={<XCircle className="size-4" aria-hidden="true" />}
                      >
                        {text.reject}
                      </Button>
                    </>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex justify-center gap-2">
          {page > 1 ? (
            <Button variant="outline" size="sm" onClick={() => setPage(page - 1)}>
              {es.attendanceCases.previous}
            </Button>
          ) : null}
          {query.data?.nextPage ? (
            <Button variant="outline" size="sm" onClick={() => setPage(query.data?.nextPage ?? page)}>
              {es.attendanceCases.next}
            </Button>
          ) : null}
        </div>
      </QueryStates>
      {rejecting ? (
        <TextActionDialog
          title={text.reject}
          subject={rejecting.nombre}
          body={text.rejectBody}
          label={text.rejectLabel}
          placeholder={text.rejectPlaceholder}
          required
          missingMessage={text.rejectMissing}
          maxLength={500}
          confirmLabel={text.reject}
          tone="danger"
          pending={decide.isPending}
          onClose={() => setRejecting(null)}
          onConfirm={(motivo, showError) =>
            decide.mutate(
              { id: rejecting.id, decision: 'reject', motivo: motivo ?? '' },
              {
                onSuccess: () => {
                  toast.success(text.rejectedTitle, { description: text.rejectedBody });
                  setRejecting(null);
                },
                onError: showError,
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
