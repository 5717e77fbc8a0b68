import { describe, expect, it } from 'vitest';
import { isAreaLinkActive, isNavbarLinkActive } from './active-link';

describe('isNavbarLinkActive', () => {
  it('matches the root only exactly', () => {
    expect(isNavbarLinkActive('/', '/')).toBe(true);
    expect(isNavbarLinkActive('/gym-info', '/')).toBe(false);
  });

  it('matches non-root links exactly or by prefix', () => {
    expect(isNavbarLinkActive('/gym-info', '/gym-info')).toBe(true);
    expect(isNavbarLinkActive('/gym-info/planes', '/gym-info')).toBe(true);
    expect(isNavbarLinkActive('/contact', '/contact')).toBe(true);
    expect(isNavbarLinkActive('/instructor-info', '/gym-info')).toBe(false);
    expect(isNavbarLinkActive('/faq', '/contact')).toBe(false);
  });
});

describe('isAreaLinkActive', () => {
  const base = '/gym-dashboard';
  it('highlights the link whose target ends the path', () => {
    expect(isAreaLinkActive('/gym-dashboard/dashboard', base, 'dashboard')).toBe(true);
    expect(isAreaLinkActive('/gym-dashboard/offers', base, 'offers')).toBe(true);
    expect(isAreaLinkActive('/gym-dashboard/offers/', base, 'offers')).toBe(true);
    expect(isAreaLinkActive('/gym-dashboard/offers', base, 'dashboard')).toBe(false);
  });

  it('keeps a section highlighted on its sub-pages', () => {
    expect(isAreaLinkActive('/gym-dashboard/offers/123', base, 'offers')).toBe(true);
  });

  it('does not confuse targets that share a suffix', () => {
    expect(isAreaLinkActive('/instructor-dashboard/my-applications', '/instructor-dashboard', 'applications')).toBe(
      false,
    );
    expect(isAreaLinkActive('/gym-dashboard/applicants', base, 'applicants')).toBe(true);
  });

  it('only highlights links of the current area', () => {
    expect(isAreaLinkActive('/admin-dashboard/offers', base, 'offers')).toBe(false);
  });
});
