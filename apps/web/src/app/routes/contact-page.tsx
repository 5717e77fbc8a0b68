import { Clock, Mail, MapPin } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { PageHero } from '../../features/marketing/components/page-hero';
import { TicketForm } from '../../features/support/components/ticket-form';
import { usePublicConfig } from '../../features/system/api/public-config';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function ContactPage() {
  useDocumentMeta(es.nav.contact, es.support.contactSubtitle);
  const { data: config } = usePublicConfig();
  const info = [
    {
      Icon: Mail,
      label: es.support.infoEmail,
      value: config?.contactEmail,
      href: config ? `mailto:${config.contactEmail}` : undefined,
    },
    { Icon: MapPin, label: es.support.infoLocation, value: es.footer.location },
    { Icon: Clock, label: es.support.infoHours, value: `${es.support.hours}. ${es.support.responseTime}.` },
  ];
  return (
    <>
      <PageHero title={es.support.contactTitle} lead={es.support.contactSubtitle} />
      <section className="px-4 pb-16 sm:px-6">
        <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[1fr_1.6fr]">
          <Card className="flex flex-col gap-5 self-start p-6">
            {info.map(({ Icon, label, value, href }) => (
              <div key={label} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-gray-900">{label}</p>
                  {href ? (
                    <a href={href} className="text-sm break-all text-brand-700 hover:underline">
                      {value}
                    </a>
                  ) : (
                    <p className="text-sm text-gray-600">{value ?? '—'}</p>
                  )}
                </div>
              </div>
            ))}
          </Card>
          <Card className="p-6 sm:p-8">
            <TicketForm origen="contact" />
          </Card>
        </div>
      </section>
    </>
  );
}
