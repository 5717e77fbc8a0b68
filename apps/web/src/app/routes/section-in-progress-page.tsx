import { Check, Hammer } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { sections } from '../../i18n/content-sections';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

type SectionInProgressPageProps = { section: string; backTo?: string };

/** Honest placeholder for the sections other issues are building. */
export function SectionInProgressPage({ section, backTo }: SectionInProgressPageProps) {
  const info = sections[section];
  useDocumentMeta(info?.title ?? es.inProgress.title);
  return (
    <div className="flex flex-col gap-6">
      {info ? <h1 className="text-2xl font-bold text-gray-900">{info.title}</h1> : null}
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-gray-900">{es.inProgress.title}</h2>
          <p className="mt-1 text-gray-600">
            {info?.description} {es.inProgress.body}
          </p>
        </div>
        {info ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{es.inProgress.willDo}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {info.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm text-gray-700">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {backTo ? (
          <ButtonLink to={backTo} variant="outline">
            {es.inProgress.back}
          </ButtonLink>
        ) : null}
      </Card>
    </div>
  );
}
