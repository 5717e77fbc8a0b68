import { ExternalLink } from 'lucide-react';
import { cn } from '../../lib/cn';
import { esPublic as es } from '../../i18n/es-public';

/** A list of outside links (an instructor's web, social profiles), each opening in a new tab. */
export function ExternalLinks({ links, linkClassName }: { links: string[]; linkClassName?: string }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link}>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 text-sm font-medium break-all text-brand-700 hover:underline',
              linkClassName,
            )}
          >
            {link}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{es.common.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
