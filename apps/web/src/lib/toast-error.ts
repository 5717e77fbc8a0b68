import { toast } from './toast';
import { ApiError, errorDescription } from './api-error';

/** Error toast preferring the server's title and Spanish message, with the screen's fallbacks. */
export function toastError(error: unknown, fallback: { title: string; description: string }): void {
  const title = error instanceof ApiError && error.title ? error.title : fallback.title;
  toast.error(title, { description: errorDescription(error, fallback.description) });
}
