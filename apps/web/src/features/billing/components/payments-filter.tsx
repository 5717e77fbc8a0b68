import { useState, type FormEvent } from 'react';
import { paymentStatuses, type PaymentsFilter } from '@fitcover/contract/billing/payments';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { es } from '../../../i18n/es';

const t = es.billing.payments;

type PaymentsFilterFormProps = {
  id: string;
  value: PaymentsFilter;
  onApply: (filter: PaymentsFilter) => void;
};

/** Date range (Madrid calendar days) and estado; applied on submit. */
export function PaymentsFilterForm({ id, value, onApply }: PaymentsFilterFormProps) {
  const [desde, setDesde] = useState(value.desde ?? '');
  const [hasta, setHasta] = useState(value.hasta ?? '');
  const [estado, setEstado] = useState(value.estado ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      desde: desde || undefined,
      hasta: hasta || undefined,
      estado: (estado || undefined) as PaymentsFilter['estado'],
    });
  };
  const clear = () => {
    setDesde('');
    setHasta('');
    setEstado('');
    onApply({});
  };
  return (
    <Card id={id} className="p-4 sm:p-5">
      <form
        onSubmit={submit}
        aria-label={t.filtersLabel}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <Field label={t.from}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={desde}
              max={hasta || undefined}
              onChange={(e) => setDesde(e.target.value)}
            />
          )}
        </Field>
        <Field label={t.to}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={hasta}
              min={desde || undefined}
              onChange={(e) => setHasta(e.target.value)}
            />
          )}
        </Field>
        <Field label={t.status}>
          {(control) => (
            <Select {...control} value={estado} onChange={(e) => setEstado(e.target.value)}>
              <option value="">{t.allStatuses}</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t.statusLabels[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="submit">{t.apply}</Button>
          <Button variant="ghost" onClick={clear}>
            {t.clear}
          </Button>
        </div>
      </form>
    </Card>
  );
}
