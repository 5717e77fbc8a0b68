import { Link } from 'react-router';
import { FaqBrowser } from '../../features/marketing/components/faq-browser';
import { PageHero } from '../../features/marketing/components/page-hero';
import { faqTabs } from '../../i18n/content-faq';
import { esPublic as es } from '../../i18n/es-public';
import { useDocumentMeta } from '../../lib/use-document-meta';

const lead = 'Todo lo que necesitas saber sobre FitCover para gimnasios e instructores.';

export function FaqPage() {
  useDocumentMeta(es.footer.faq, lead);
  return (
    <>
      <PageHero title={es.footer.faq} lead={lead} />
      <section className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <FaqBrowser tabs={faqTabs} />
          <p className="mt-10 text-center text-sm text-gray-600">
            ¿No encuentras tu respuesta?{' '}
            <Link to="/support" className="font-semibold text-brand-700 hover:underline">
              Escríbenos a Soporte
            </Link>{' '}
            y te responderemos en menos de 24 horas.
          </p>
        </div>
      </section>
    </>
  );
}
