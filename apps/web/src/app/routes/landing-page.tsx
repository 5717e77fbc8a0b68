import { Link } from 'react-router';
import { ArrowRight, Building2, CircleCheck, Dumbbell } from 'lucide-react';
import { especialidades } from '@fitcover/contract/common/values';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { landing } from '../../i18n/content-marketing';
import { esPublic as es } from '../../i18n/es-public';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function LandingPage() {
  useDocumentMeta(es.meta.landingTitle, es.meta.landingDescription, true);

  const roleCard = (to: string, Icon: typeof Dumbbell, cta: string, text: string) => (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border-2 border-transparent bg-white p-5 text-left shadow-card transition hover:border-brand-500 hover:shadow-lg"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-bold text-gray-950">{cta}</span>
        <span className="mt-0.5 block text-sm text-gray-600">{text}</span>
      </span>
      <ArrowRight
        className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1"
        aria-hidden="true"
      />
    </Link>
  );

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-orange-50/50 to-white px-4 pt-28 pb-16 sm:px-6 sm:pt-36 sm:pb-24">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl text-center">
          <p className="inline-flex rounded-full bg-white px-4 py-1.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 sm:text-sm">
            {landing.eyebrow}
          </p>
          <h1 className="mt-6 text-[2rem] leading-tight font-extrabold tracking-tight text-balance text-gray-950 sm:text-5xl lg:text-6xl">
            {landing.title} <span className="text-brand-700">{landing.titleAccent}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-pretty text-gray-600 sm:text-lg">
            {landing.lead}
          </p>
          <h2 className="mt-10 text-lg font-semibold text-gray-900">{landing.question}</h2>
          <div className="mx-auto mt-4 grid max-w-3xl gap-4 sm:grid-cols-2">
            {roleCard('/register?type=gym', Building2, landing.gym.cta, landing.gym.text)}
            {roleCard('/register?type=instructor', Dumbbell, landing.instructor.cta, landing.instructor.text)}
          </div>
        </div>
      </section>

      <section aria-label="FitCover en cifras" className="border-y border-gray-100 bg-white px-4 py-10 sm:px-6">
        <dl className="mx-auto grid max-w-5xl gap-6 text-center sm:grid-cols-3">
          {landing.highlights.map((item) => (
            <div key={item.label}>
              <dt className="sr-only">{item.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700">{item.value}</dd>
              <dd className="mt-1 text-sm text-gray-600">{item.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bg-gray-50 px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-extrabold tracking-tight text-gray-950">{landing.howTitle}</h2>
            <p className="mt-3 text-gray-600">{landing.howLead}</p>
          </div>
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {[
              { title: landing.gymStepsTitle, steps: landing.gymSteps, Icon: Building2 },
              { title: landing.instructorStepsTitle, steps: landing.instructorSteps, Icon: Dumbbell },
            ].map(({ title, steps, Icon }) => (
              <Card key={title} className="p-6 sm:p-8">
                <h3 className="flex items-center gap-2 text-lg font-bold text-gray-900">
                  <Icon className="size-5 text-brand-700" aria-hidden="true" />
                  {title}
                </h3>
                <ol className="mt-5 flex flex-col gap-5">
                  {steps.map((step, index) => (
                    <li key={step.title} className="flex gap-4">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                        {index + 1}
                      </span>
                      <div>
                        <p className="font-semibold text-gray-900">{step.title}</p>
                        <p className="mt-0.5 text-sm text-gray-600">{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <h2 className="text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">
            {landing.specialtiesTitle}
          </h2>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {especialidades.map((item) => (
              <li
                key={item}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-800 shadow-card ring-1 ring-gray-100"
              >
                <CircleCheck className="size-4 text-brand-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{landing.ctaTitle}</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">{landing.ctaText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/register?type=gym" variant="inverse" size="lg">
              {landing.ctaGym}
            </ButtonLink>
            <ButtonLink
              to="/register?type=instructor"
              size="lg"
              className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20"
            >
              {landing.ctaInstructor}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
