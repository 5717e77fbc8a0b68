import { AlertTriangle } from 'lucide-react';
import { FullScreenMessage } from '../../components/ui/full-screen-message';

/** Last-resort screen when a page throws while rendering. */
export function RouteErrorPage() {
  return (
    <FullScreenMessage
      role="alert"
      title="Algo ha ido mal"
      icon={<AlertTriangle className="size-12 text-amber-500" aria-hidden="true" />}
    >
      <p className="max-w-md text-sm text-gray-600">
        Se ha producido un error inesperado al mostrar esta página. Recarga la página o vuelve al inicio.
      </p>
      <a
        href="/"
        className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Volver al inicio
      </a>
    </FullScreenMessage>
  );
}
