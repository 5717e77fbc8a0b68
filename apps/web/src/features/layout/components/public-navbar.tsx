import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LayoutDashboard, LogOut, Menu, ShieldCheck, X } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { useHydrated } from '../../../components/ui/hydration';
import { cn } from '../../../lib/cn';
import { esPublic as es } from '../../../i18n/es-public';
import { isNavbarLinkActive } from '../lib/active-link';
import { useScrolled } from '../lib/use-scrolled';

export const publicNavLinks = [
  { to: '/', label: es.nav.home },
  { to: '/gym-info', label: es.nav.forGyms },
  { to: '/instructor-info', label: es.nav.forInstructors },
  { to: '/contact', label: es.nav.contact },
] as const;

type PublicNavbarProps = {
  /** Undefined while the session loads. */
  signedIn: boolean | undefined;
  isAdmin: boolean;
  panelHref: string | null;
  onSignOut: () => void;
  signingOut: boolean;
};

export function PublicNavbar({ signedIn, isAdmin, panelHref, onSignOut, signingOut }: PublicNavbarProps) {
  const { pathname } = useLocation();
  const scrolled = useScrolled(10);
  const [open, setOpen] = useState(false);
  // The menu button waits for React on a prerendered page: a tap before it would be lost.
  const hydrated = useHydrated();

  useEffect(() => setOpen(false), [pathname]);

  const opaque = scrolled || open;
  const linkClass = (to: string) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
      isNavbarLinkActive(pathname, to) ? 'text-brand-700' : 'text-gray-700 hover:text-gray-950',
    );
  const close = () => setOpen(false);

  const accountActions = (mobile: boolean) =>
    signedIn ? (
      <>
        {isAdmin ? (
          <ButtonLink
            to="/admin-dashboard"
            variant="ghost"
            onClick={close}
            className={mobile ? 'justify-start' : undefined}
          >
            <ShieldCheck className="size-4" aria-hidden="true" />
            {es.nav.adminPanel}
          </ButtonLink>
        ) : null}
        {panelHref && !isAdmin ? (
          <ButtonLink to={panelHref} variant={mobile ? 'outline' : 'ghost'} onClick={close}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            {es.nav.myPanel}
          </ButtonLink>
        ) : null}
        <Button
          variant={mobile ? 'secondary' : 'outline'}
          loading={signingOut}
          icon={<LogOut className="size-4" aria-hidden="true" />}
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          {es.nav.signOut}
        </Button>
      </>
    ) : signedIn === false ? (
      <>
        <ButtonLink to="/login" variant={mobile ? 'outline' : 'ghost'} onClick={close}>
          {es.nav.signIn}
        </ButtonLink>
        <ButtonLink to="/register" variant="primary" onClick={close}>
          {es.nav.signUp}
        </ButtonLink>
      </>
    ) : null;

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-200',
        opaque
          ? 'border-b border-gray-200 bg-white/95 shadow-sm backdrop-blur'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {es.nav.skipToContent}
      </a>
      <nav
        aria-label={es.nav.mainNav}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="rounded-lg" aria-label={`${es.brand}, ${es.nav.home}`}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {publicNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={linkClass(link.to)}
                aria-current={isNavbarLinkActive(pathname, link.to) ? 'page' : undefined}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">{accountActions(false)}</div>
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-xl text-gray-800 hover:bg-gray-100 md:hidden"
          aria-expanded={open}
          aria-controls="menu-movil"
          aria-label={open ? es.nav.closeMenu : es.nav.openMenu}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </nav>
      <div
        id="menu-movil"
        hidden={!open}
        className="border-t border-gray-100 bg-white px-4 pt-2 pb-5 shadow-lg md:hidden"
      >
        <ul className="flex flex-col">
          {publicNavLinks.map((link) => {
            const active = isNavbarLinkActive(pathname, link.to);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-12 items-center rounded-xl px-3 text-base font-medium',
                    active ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-50',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 flex flex-col gap-2 border-t border-gray-100 pt-4">{accountActions(true)}</div>
      </div>
    </header>
  );
}
