import { describe, expect, it } from 'vitest';
import { iconFilesFromBarrel, iconsImportedBy, isPublicModule } from './public-icons';

const barrel = [
  "export { default as AlertTriangle, default as TriangleAlert, default as TriangleAlertIcon } from './icons/triangle-alert.js';",
  "export { default as Check, default as CheckIcon } from './icons/check.js';",
  "export { default as Loader2, default as LoaderCircle } from './icons/loader-circle.js';",
  "export { default as createLucideIcon } from './createLucideIcon.js';",
].join('\n');

describe('the icons public pages draw', () => {
  const files = iconFilesFromBarrel(barrel);

  it('maps every exported name, aliases included, to the icon file', () => {
    expect(files.get('AlertTriangle')).toBe('triangle-alert');
    expect(files.get('TriangleAlertIcon')).toBe('triangle-alert');
    expect(files.get('Loader2')).toBe('loader-circle');
    expect(files.has('createLucideIcon')).toBe(false);
  });

  it('reads renamed, type-only and multi-line imports from lucide-react only', () => {
    const source = [
      "import type { LucideIcon } from 'lucide-react';",
      "import {\n  AlertTriangle as Warning,\n  Check,\n} from 'lucide-react';",
      "import { Loader2 } from './not-lucide';",
    ].join('\n');
    expect(iconsImportedBy(source, files)).toEqual(['triangle-alert', 'check']);
  });

  it('tells the public pages’ folders from the areas’', () => {
    expect(isPublicModule('app/routes/landing-page.tsx')).toBe(true);
    expect(isPublicModule('i18n/content-marketing.ts')).toBe(true);
    expect(isPublicModule('features/auth/components/login-form.tsx')).toBe(true);
    expect(isPublicModule('components/ui/password-input.tsx')).toBe(true);
    expect(isPublicModule('features/opportunities/components/opportunity-card.tsx')).toBe(false);
    expect(isPublicModule('features/authority/x.tsx')).toBe(false);
    expect(isPublicModule('components/ui-extra/x.tsx')).toBe(false);
  });
});
