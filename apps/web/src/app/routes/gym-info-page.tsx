import { ArrowRight, Layers, Network, SlidersHorizontal, Zap } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BenefitCard } from '../../features/marketing/components/benefit-card';
import { PageHero } from '../../features/marketing/components/page-hero';
import { gymInfo } from '../../i18n/content-marketing';
import { useDocumentMeta } from '../../lib/use-document-meta';

const icons = [Zap, Network, Layers, SlidersHorizontal];

export function GymInfoPage() {
  useDocumentMeta(gymInfo.metaTitle, gymInfo.metaDescription);
  return (
    <>
      <PageHero eyebrow={gymInfo.eyebrow} title={gymInfo.title} lead={gymInfo.lead}>
        <ButtonLink to="/register?type=gym" size="lg">
          {gymInfo.cta} <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
        <p className="mt-3 text-sm text-gray-500">{gymInfo.trial}</p>
      </PageHero>
      <section className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">
            {gymInfo.benefitsTitle}
          </h2>
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {gymInfo.benefits.map((benefit, index) => (
              <BenefitCard key={benefit.title} icon={icons[index] ?? Zap} title={benefit.title} text={benefit.text} />
            ))}
          </div>
        </div>
      </section>
      <section className="bg-gray-50 px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-5xl">
          <h2 className="text-center text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">
            {gymInfo.plansTitle}
          </h2>
          <div className="mt-8 grid gap-5 md:grid-cols-3">
            {gymInfo.plans.map((plan) => (
              <Card key={plan.name} className="p-6">
                <h3 className="text-lg font-bold text-gray-900">{plan.name}</h3>
                <p className="mt-2 text-2xl font-extrabold text-brand-700">{plan.price}</p>
                <p className="mt-2 text-sm text-gray-600">{plan.text}</p>
              </Card>
            ))}
          </div>
          <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-gray-500">{gymInfo.plansNote}</p>
          <div className="mt-8 text-center">
            <ButtonLink to="/register?type=gym" size="lg">
              {gymInfo.cta}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
