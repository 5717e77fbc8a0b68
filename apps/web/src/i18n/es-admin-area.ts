// Spanish UI strings of this area, merged into `es` (see es.ts).
export const esAdminArea = {} as const;
