import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { FullScreenMessage } from '../../components/ui/full-screen-message';

/** Last-resort screen when a page throws while rendering (or its chunk cannot be fetched). */
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

type BoundaryState = { failedAt: string | null };

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.setState({ failedAt: this.props.pathname });
  }

  override render() {
    // Moving to another page clears the error: the next page gets its own chance.
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.pathname)) return <RouteErrorPage />;
    return this.props.children;
  }
}

/** The router's error screen for every route (what errorElement was in a data router). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
