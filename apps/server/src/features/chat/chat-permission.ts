// Who may write to whom (DECISIONS §7). A gym may start a conversation with any active
// instructor; an instructor with a gym once it has applied to one of its offers; admin with
// anyone. Once a conversation exists both sides may write in it, also after a rejection.
type Role = 'admin' | 'instructor' | 'gimnasio';

export type ChatPermissionInput = {
  me: { id: string; rol: Role };
  partner: { id: string; rol: Role; active: boolean };
  conversationExists: boolean;
  appliedToGym: boolean;
};

export type ChatPermission = { canWrite: true } | { canWrite: false; reason: string };

export function chatPermission({ me, partner, conversationExists, appliedToGym }: ChatPermissionInput): ChatPermission {
  if (me.id === partner.id) return { canWrite: false, reason: 'No puedes enviarte mensajes a ti mismo.' };
  if (!partner.active) return { canWrite: false, reason: 'Este usuario ya no está disponible en FitCover.' };
  if (me.rol === 'admin' || conversationExists) return { canWrite: true };
  if (me.rol === 'gimnasio' && partner.rol === 'instructor') return { canWrite: true };
  if (me.rol === 'instructor' && partner.rol === 'gimnasio') {
    return appliedToGym
      ? { canWrite: true }
      : { canWrite: false, reason: 'Podrás escribir a este gimnasio cuando te postules a una de sus ofertas.' };
  }
  return { canWrite: false, reason: 'No puedes iniciar una conversación con este usuario.' };
}
