import { Link } from 'react-router';
import { HelpCircle } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { PageHero } from '../../features/marketing/components/page-hero';
import { TicketForm } from '../../features/support/components/ticket-form';
import { usePublicConfig } from '../../features/system/api/public-config';
import { es } from '../../i18n/es';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function SupportPage() {
  useDocumentMeta(es.support.supportTitle, es.support.supportSubtitle);
  const { data: config } = usePublicConfig();
  return (
    <>
      <PageHero title={es.support.supportTitle} lead={es.support.supportSubtitle} />
      <section className="px-4 pb-16 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col gap-6">
          <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-5 text-sm text-gray-800 ring-1 ring-brand-100">
            <HelpCircle className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <p>
                {es.support.faqPrompt}
                <Link to="/faq" className="font-semibold text-brand-800 underline">
                  {es.support.faqLink}
                </Link>
                .
              </p>
              {config ? (
                <p>
                  {es.support.mailPrompt}
                  <a
                    href={`mailto:${config.supportEmail}`}
                    className="font-semibold break-all text-brand-800 underline"
                  >
                    {config.supportEmail}
                  </a>
                  .
                </p>
              ) : null}
            </div>
          </div>
          <Card className="p-6 sm:p-8">
            <TicketForm origen="support" />
          </Card>
        </div>
      </section>
    </>
  );
}
