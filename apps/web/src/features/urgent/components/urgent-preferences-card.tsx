import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getUrgentPreferences,
  updateUrgentPreferences,
  type UrgentPreferences,
} from '@fitcover/contract/offers/urgent';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { es } from '../../../i18n/es';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';

const key = ['urgent-preferences'] as const;

/** Avisos urgentes (DECISIONS §15): on/off, at most N a day, and night alerts. */
export function UrgentPreferencesCard() {
  const text = es.urgent.preferences;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest(getUrgentPreferences, { signal }) });
  const save = useMutation({
    mutationFn: (body: UrgentPreferences) => apiRequest(updateUrgentPreferences, { body }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const [draft, setDraft] = useState<{ activas: boolean; maxDia: string; nocturnas: boolean } | null>(null);
  useEffect(() => {
    if (query.data && !draft) setDraft({ ...query.data, maxDia: String(query.data.maxDia) });
  }, [query.data, draft]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate(
      { activas: draft.activas, maxDia: Number(draft.maxDia), nocturnas: draft.nocturnas },
      {
        onSuccess: () => toast.success(text.saved),
        onError: (error) => toastError(error, { title: es.common.errorTitle, description: text.loadFailed }),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid="urgent-preferences">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{text.title}</h2>
        <p className="text-sm text-gray-600">{text.hint}</p>
      </div>
      {query.isError ? <p className="text-sm text-red-700">{text.loadFailed}</p> : null}
      {draft ? (
        <form className="flex flex-col gap-3" onSubmit={onSubmit}>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={draft.activas}
              onChange={(event) => setDraft({ ...draft, activas: event.target.checked })}
            />
            {text.on}
          </label>
          <Field id="urgent-max" label={text.max}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={50}
                className="max-w-32"
                value={draft.maxDia}
                onChange={(event) => setDraft({ ...draft, maxDia: event.target.value })}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={draft.nocturnas}
              onChange={(event) => setDraft({ ...draft, nocturnas: event.target.checked })}
            />
            {text.night}
          </label>
          <div>
            <Button type="submit" size="sm" loading={save.isPending}>
              {text.save}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
