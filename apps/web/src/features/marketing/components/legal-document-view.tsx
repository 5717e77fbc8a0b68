import { Fragment, type ReactNode } from 'react';
import type { LegalDocument } from '../../../i18n/content-legal';

function withEmail(text: string, email: string | undefined): ReactNode {
  if (!text.includes('{email}')) return text;
  return text.split('{email}').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        email ? (
          <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
            {email}
          </a>
        ) : (
          'nuestra dirección de privacidad'
        )
      ) : null}
    </Fragment>
  ));
}

export function LegalDocumentView({ document, email }: { document: LegalDocument; email?: string | undefined }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6 sm:pt-32">
      <h1 className="text-3xl font-extrabold tracking-tight text-gray-950 sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-gray-500">{document.updated}</p>
      <p className="mt-6 text-base leading-relaxed text-gray-700">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold text-gray-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-gray-700">
              {withEmail(paragraph, email)}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-gray-700">
              {section.list.map((item) => (
                <li key={item}>{withEmail(item, email)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
