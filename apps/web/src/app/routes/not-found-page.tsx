import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { esPublic as es } from '../../i18n/es-public';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function NotFoundPage({ home = '/', inShell = false }: { home?: string; inShell?: boolean }) {
  useDocumentMeta(es.notFound.title);
  return (
    <div
      className={
        inShell
          ? 'flex flex-col items-center py-16 text-center'
          : 'flex flex-col items-center px-4 pt-32 pb-24 text-center'
      }
    >
      <Compass className="size-14 text-brand-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-gray-950">{es.notFound.title}</h1>
      <p className="mt-3 max-w-md text-gray-600">{es.notFound.body}</p>
      <ButtonLink to={home} size="lg" className="mt-8">
        {es.common.backHome}
      </ButtonLink>
    </div>
  );
}
