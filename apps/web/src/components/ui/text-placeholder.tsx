import { cn } from '../../lib/cn';

/**
 * A grey bar in place of a text not known yet (who is signed in, in the build's static shell of
 * a signed-in page, ADR 0025): it keeps the line's height, so nothing moves when the text comes.
 */
export function TextPlaceholder({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block h-[0.8em] animate-pulse rounded-md bg-gray-200 align-middle', className)}
    />
  );
}
