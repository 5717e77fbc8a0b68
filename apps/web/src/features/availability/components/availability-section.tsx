import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { es } from '../../../i18n/es';
import { useAvailability } from '../api/availability';
import { AbsencesEditor } from './absences-editor';
import { WeeklyAvailabilityEditor } from './weekly-availability-editor';

const text = es.calendar;

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <p className="mt-0.5 text-sm text-gray-500">{hint}</p>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Disponibilidad semanal and Ausencias, in Mi Perfil (DECISIONS §16). */
export function AvailabilitySection() {
  const query = useAvailability();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner className="size-6" label={es.common.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm text-gray-600">
        <p>{text.availability.loadFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {es.common.retry}
        </Button>
      </Card>
    );
  }
  return (
    <>
      <Section title={text.availability.title} hint={text.availability.hint}>
        <WeeklyAvailabilityEditor saved={query.data.semanal} />
      </Section>
      <Section title={text.absences.title} hint={text.absences.hint}>
        <AbsencesEditor absences={query.data.ausencias} />
      </Section>
    </>
  );
}
