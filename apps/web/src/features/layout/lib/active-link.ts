// Which navigation link is highlighted.

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Public navbar: exact match, or for non-root links the path starts with the link. */
export function isNavbarLinkActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(to);
}

/**
 * Signed-in sidebar: the link whose path ends with the link target (e.g. `/gym-dashboard/offers`
 * for `offers`); sub-pages such as `/gym-dashboard/offers/123` keep their section highlighted.
 */
export function isAreaLinkActive(pathname: string, basePath: string, target: string): boolean {
  const path = trimTrailingSlash(pathname);
  const href = `${basePath}/${target}`;
  return path === href || path.startsWith(`${href}/`);
}
