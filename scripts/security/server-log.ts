// The instance logs every unhandled error ("unhandled error", level error) before answering 500.
import { readFileSync } from 'node:fs';

export function serverErrors(logFile: string): string[] {
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  return lines.flatMap((text) => {
    try {
      const entry = JSON.parse(text) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
        req?: { url?: string };
      };
      if ((entry.level ?? 0) < 50) return [];
      return [`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim()];
    } catch {
      return [];
    }
  });
}
