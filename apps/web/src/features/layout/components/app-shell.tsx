import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { LogOut, Menu, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../components/ui/hydration';
import { Logo } from '../../../components/ui/logo';
import { TextPlaceholder } from '../../../components/ui/text-placeholder';
import { cn } from '../../../lib/cn';
import { esPublic as es } from '../../../i18n/es-public';
import { isAreaLinkActive } from '../lib/active-link';

export type AreaLink = { target: string; label: string; icon: LucideIcon };

type AppShellProps = {
  basePath: string;
  areaLabel: string;
  links: readonly AreaLink[];
  userName: string | undefined;
  /** Who is signed in is not known yet (the build's static shell): a placeholder for the greeting. */
  userPending?: boolean;
  /** The notifications bell, composed by the page (it lives in another feature). */
  bell: ReactNode;
  /** "Instalar la app", composed by the page; shown above Cerrar sesión. */
  install?: ReactNode;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
};

const BOTTOM_BAR_LINKS = 5;

export function AppShell({
  basePath,
  areaLabel,
  links,
  userName,
  userPending = false,
  bell,
  install,
  onSignOut,
  signingOut,
  children,
}: AppShellProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const greeting = es.shell.greeting(userName?.trim() || es.common.user);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const navList = (onNavigate?: () => void) => (
    <ul className="flex flex-col gap-1">
      {links.map(({ target, label, icon: Icon }) => {
        const active = isAreaLinkActive(pathname, basePath, target);
        return (
          <li key={target}>
            <Link
              to={`${basePath}/${target}`}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                active ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-950',
              )}
            >
              <Icon className={cn('size-5 shrink-0', active ? 'text-brand-700' : 'text-gray-400')} aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  const signOutButton = (
    <Button
      variant="ghost"
      className="w-full justify-start text-gray-700"
      loading={signingOut}
      onClick={onSignOut}
      icon={<LogOut className="size-5" aria-hidden="true" />}
    >
      {es.nav.signOut}
    </Button>
  );

  return (
    <div className="min-h-dvh bg-gray-50">
      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-gray-200 bg-white lg:flex">
        <div className="flex h-16 items-center px-5">
          <Link to="/" className="rounded-lg" aria-label={`${es.brand}, ${es.nav.home}`}>
            <Logo />
          </Link>
        </div>
        <p className="px-5 pb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{areaLabel}</p>
        <nav aria-label={es.shell.areaNav} className="flex-1 overflow-y-auto px-3">
          {navList()}
        </nav>
        <div className="border-t border-gray-100 p-3">
          {install}
          {signOutButton}
        </div>
      </aside>

      {/* Top bar: greeting and bell on every size; logo and menu button on mobile */}
      <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur lg:ml-64">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <button
              type="button"
              className="-ml-2 flex size-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100 lg:hidden"
              aria-label={es.nav.openMenu}
              aria-expanded={menuOpen}
              aria-controls="menu-panel"
              // Shown by a page's HTML before React runs it: nothing would open yet.
              disabled={!hydrated}
              onClick={() => setMenuOpen(true)}
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
            <p className="truncate text-base font-semibold text-gray-900">
              {userPending ? <TextPlaceholder className="w-40" /> : greeting}
            </p>
          </div>
          {bell}
        </div>
      </header>

      {/* Mobile slide-in menu */}
      <div className={cn('fixed inset-0 z-50 lg:hidden', menuOpen ? 'visible' : 'invisible')} aria-hidden={!menuOpen}>
        <div
          className={cn('absolute inset-0 bg-gray-950/40 transition-opacity', menuOpen ? 'opacity-100' : 'opacity-0')}
          onClick={() => setMenuOpen(false)}
        />
        <div
          id="menu-panel"
          role="dialog"
          aria-modal="true"
          aria-label={es.shell.menu}
          className={cn(
            'absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-200',
            menuOpen ? 'translate-x-0' : '-translate-x-full',
          )}
        >
          <div className="flex h-16 items-center justify-between px-4">
            <Logo />
            <button
              ref={closeButton}
              type="button"
              className="flex size-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100"
              aria-label={es.nav.closeMenu}
              onClick={() => setMenuOpen(false)}
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          <p className="px-5 pb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{areaLabel}</p>
          <nav aria-label={es.shell.areaNav} className="flex-1 overflow-y-auto px-3">
            {navList(() => setMenuOpen(false))}
          </nav>
          <div className="border-t border-gray-100 p-3">
            {install}
            {signOutButton}
          </div>
        </div>
      </div>

      <main id="contenido" className="px-4 pt-6 pb-28 sm:px-6 lg:ml-64 lg:px-8 lg:pb-10">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>

      {/* Mobile bottom bar: first five links */}
      <nav
        aria-label={es.shell.quickNav}
        className="fixed inset-x-0 bottom-0 z-20 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="grid grid-cols-5">
          {links.slice(0, BOTTOM_BAR_LINKS).map(({ target, label, icon: Icon }) => {
            const active = isAreaLinkActive(pathname, basePath, target);
            return (
              <li key={target}>
                <Link
                  to={`${basePath}/${target}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 py-1 text-center text-[10px] leading-[1.15] font-medium',
                    active ? 'text-brand-700' : 'text-gray-500 hover:text-gray-900',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  <span className="line-clamp-2 max-w-full break-words hyphens-auto">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
