// E-mails about an instructor's credentials (DECISIONS §17): a document approved or rejected by
// admin, and the insurance about to expire. They are about the instructor's own account, so they
// have no opt-out of their own; the in-app notification says the same.
import { oneLine, renderEmail, type EmailBlock, type EmailContent } from './layout.ts';

export function credentialEmail(input: {
  nombre: string;
  subject: string;
  message: string;
  motivo?: string | null;
  url: string;
}): EmailContent {
  const blocks: EmailBlock[] = [{ kind: 'paragraph', text: input.message }];
  if (input.motivo) blocks.push({ kind: 'quote', text: input.motivo });
  blocks.push({ kind: 'button', label: 'Ver mi documentación', url: input.url });
  return renderEmail({
    subject: oneLine(input.subject),
    heading: oneLine(input.nombre) ? `Hola, ${oneLine(input.nombre)}` : 'Hola',
    blocks,
  });
}
