import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow?: string; title: ReactNode; lead?: ReactNode; children?: ReactNode };

/** Top band of the public pages, leaving room for the fixed navbar. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-brand-50/40 to-white px-4 pt-28 pb-12 sm:px-6 sm:pt-32 sm:pb-16">
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-gray-950 sm:text-5xl">{title}</h1>
        {lead ? (
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty text-gray-600 sm:text-lg">
            {lead}
          </p>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
