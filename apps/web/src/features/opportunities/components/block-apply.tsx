import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Send } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClassDate } from '../../../lib/format';
import { offerStatusLabel, offerStatusTone } from '../../../lib/status-labels';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { es } from '../../../i18n/es';
import { offerBlockQueryOptions, useApplyToBlock, useOfferBlock } from '../api/offer-blocks';
import { ClashWarning, type Clash } from './clash-warning';

type BlockApplyButtonProps = {
  blockId: string;
  /** The card's offer (the block's first open class). */
  cardId: string;
  applied: boolean;
  onApplied: () => void;
  /** Where the block's dates are listed; absent on that page itself. */
  datesHref?: string | undefined;
};

function useApply(onApplied: () => void) {
  const apply = useApplyToBlock();
  const run = (blockId: string, cardId: string, ofertaIds?: string[]) =>
    apply.mutate(
      { id: blockId, cardId, ...(ofertaIds ? { ofertaIds } : {}) },
      {
        onSuccess: ({ ids }) => {
          toast.success(es.blocks.appliedTitle, { description: es.blocks.appliedDescription(ids.length) });
          onApplied();
        },
        onError: (error) => toastError(error, { title: es.common.errorTitle, description: es.blocks.applyFailed }),
      },
    );
  return { run, pending: apply.isPending };
}

/** "Postularme al bloque": one application per open date, in one step (issue 21). */
export function BlockApplyButton({ blockId, cardId, applied, onApplied, datesHref }: BlockApplyButtonProps) {
  const { run, pending } = useApply(onApplied);
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [clash, setClash] = useState<Clash | null>(null);
  const send = () => {
    setClash(null);
    run(blockId, cardId);
  };
  // Warns first when a date would clash with an accepted class; the instructor decides.
  const onClick = async () => {
    if (pending || checking) return;
    setChecking(true);
    const block = await queryClient
      .fetchQuery({ ...offerBlockQueryOptions(blockId), staleTime: 0 })
      .catch(() => null)
      .finally(() => setChecking(false));
    const found = block?.clases.find((clase) => clase.choque)?.choque ?? null;
    if (found) setClash(found);
    else send();
  };
  return (
    <div className="flex w-full flex-wrap justify-end gap-2">
      {datesHref ? (
        <ButtonLink to={datesHref} variant="outline" className="w-full sm:w-auto">
          {es.blocks.seeDates}
        </ButtonLink>
      ) : null}
      {applied ? (
        <Button variant="outline" disabled className="w-full sm:w-auto" icon={<Check className="size-4" />}>
          {es.blocks.alreadyApplied}
        </Button>
      ) : (
        <Button
          onClick={() => void onClick()}
          loading={pending || checking}
          className="w-full sm:w-auto"
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {es.blocks.applyBlock}
        </Button>
      )}
      {clash ? <ClashWarning clash={clash} onCancel={() => setClash(null)} onConfirm={send} /> : null}
    </div>
  );
}

/** The block's dates, each with its state; chosen dates can be applied to when the gym allows it. */
export function BlockDates({ blockId, cardId, onApplied }: { blockId: string; cardId: string; onApplied: () => void }) {
  const query = useOfferBlock(blockId);
  const { run, pending } = useApply(onApplied);
  const [chosen, setChosen] = useState<string[]>([]);
  if (!query.data) return null;
  const { bloque, clases } = query.data;
  const choosable = (clase: (typeof clases)[number]) =>
    bloque.fechasSueltas && clase.admitePostulaciones && !clase.yaPostulado;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="text-base font-semibold text-gray-900">{es.blocks.dates}</h2>
      <p className="text-sm text-gray-600">{bloque.fechasSueltas ? es.blocks.chooseDates : es.blocks.wholeOnly}</p>
      <ul className="flex flex-col divide-y divide-gray-100">
        {clases.map((clase) => (
          <li key={clase.id} data-testid="clase-bloque" className="flex items-center justify-between gap-2 py-2">
            <label className="flex items-center gap-2 text-sm text-gray-900">
              {choosable(clase) ? (
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={chosen.includes(clase.id)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked ? [...current, clase.id] : current.filter((id) => id !== clase.id),
                    )
                  }
                />
              ) : null}
              {formatClassDate(clase.fechaClase)} · {clase.hora}
            </label>
            <span className="flex items-center gap-1.5">
              {clase.choque ? <Badge tone="warning">{es.blocks.clashes}</Badge> : null}
              {clase.yaPostulado ? <Badge tone="brand">{es.blocks.alreadyApplied}</Badge> : null}
              <Badge tone={offerStatusTone(clase.estado)}>{offerStatusLabel(clase.estado)}</Badge>
            </span>
          </li>
        ))}
      </ul>
      {bloque.fechasSueltas ? (
        <Button
          variant="outline"
          className="self-end"
          disabled={chosen.length === 0}
          loading={pending}
          onClick={() => run(blockId, cardId, chosen)}
        >
          {es.blocks.applyDates}
        </Button>
      ) : null}
    </Card>
  );
}
