import { ArrowRight, MapPinned, ShieldCheck, Sparkles, Star } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { BenefitCard } from '../../features/marketing/components/benefit-card';
import { PageHero } from '../../features/marketing/components/page-hero';
import { instructorInfo } from '../../i18n/content-marketing';
import { useDocumentMeta } from '../../lib/use-document-meta';

const icons = [Sparkles, ShieldCheck, MapPinned, Star];

export function InstructorInfoPage() {
  useDocumentMeta(instructorInfo.metaTitle, instructorInfo.metaDescription);
  return (
    <>
      <PageHero eyebrow={instructorInfo.eyebrow} title={instructorInfo.title} lead={instructorInfo.lead}>
        <ButtonLink to="/register?type=instructor" size="lg">
          {instructorInfo.cta} <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <section className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">
            {instructorInfo.benefitsTitle}
          </h2>
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {instructorInfo.benefits.map((benefit, index) => (
              <BenefitCard
                key={benefit.title}
                icon={icons[index] ?? Sparkles}
                title={benefit.title}
                text={benefit.text}
              />
            ))}
          </div>
        </div>
      </section>
      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-3xl bg-gray-950 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{instructorInfo.freeTitle}</h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-gray-300">{instructorInfo.freeText}</p>
          <ButtonLink to="/register?type=instructor" size="lg" className="mt-8">
            {instructorInfo.cta}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
