import { Link } from 'react-router';
import { Facebook, Instagram, Linkedin, Mail, MapPin } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { PublicConfig } from '@fitcover/contract/system/public-config';
import { Logo } from '../../../components/ui/logo';
import { useHydrated } from '../../../components/ui/hydration';
import { esPublic as es } from '../../../i18n/es-public';

type PublicFooterProps = { config: PublicConfig | undefined };

const socials = [
  { key: 'instagram', label: es.footer.social.instagram, Icon: Instagram },
  { key: 'facebook', label: es.footer.social.facebook, Icon: Facebook },
  { key: 'linkedin', label: es.footer.social.linkedin, Icon: Linkedin },
] as const;

const linkClass = 'inline-flex min-h-11 items-center text-sm text-gray-300 hover:text-white sm:min-h-9';

type FooterLink = { to: string; label: string };

const exploreLinks: FooterLink[] = [
  { to: '/gym-info', label: es.nav.forGyms },
  { to: '/instructor-info', label: es.nav.forInstructors },
  { to: '/register', label: es.nav.signUp },
];
const helpLinks: FooterLink[] = [
  { to: '/contact', label: es.nav.contact },
  { to: '/faq', label: es.footer.faq },
  { to: '/support', label: es.footer.support },
];
const legalLinks: FooterLink[] = [
  { to: '/terms', label: es.footer.terms },
  { to: '/privacy', label: es.footer.privacy },
];

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold text-white">{title}</h2>
      <ul>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link className={linkClass} to={to}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PublicFooter({ config }: PublicFooterProps) {
  const email = config?.contactEmail;
  // The prerendered footer's buttons wait for React: a tap before it would be lost.
  const hydrated = useHydrated();
  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo inverse />
          <p className="max-w-xs text-sm leading-relaxed text-gray-400">{es.footer.tagline}</p>
          <div className="flex gap-2">
            {socials.map(({ key, label, Icon }) => {
              const url = config?.social[key];
              const className =
                'flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-700';
              return url ? (
                <a
                  key={key}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={className}
                  aria-label={`${label} (se abre en una pestaña nueva)`}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              ) : (
                <button
                  key={key}
                  type="button"
                  className={className}
                  aria-label={label}
                  disabled={!hydrated}
                  onClick={() => toast.info(es.common.notImplemented, { duration: 3000 })}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </button>
              );
            })}
          </div>
        </div>
        <FooterLinks title={es.footer.explore} links={exploreLinks} />
        <FooterLinks title={es.footer.help} links={helpLinks} />
        <div>
          <FooterLinks title={es.footer.legal} links={legalLinks} />
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {email ? (
              <li>
                <a
                  href={`mailto:${email}`}
                  className="inline-flex min-h-9 items-center gap-2 text-gray-300 hover:text-white"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {email}
                </a>
              </li>
            ) : null}
            <li className="inline-flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {es.footer.location}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-gray-400 sm:px-6">{es.footer.copyright}</p>
      </div>
    </footer>
  );
}
