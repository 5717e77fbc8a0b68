/** Ordinary class chat for the load tools (bench:chat, the kill drill), the same few sentences in
 * turn: they count messages by id, so the texts need not differ. Numbers stay out of them: a
 * sender's digits over three messages read as a phone number split up, which the chat rightly
 * refuses (ADR 0015), and "bench 101", "bench 102"… were refused two times in three. */
export const ORDINARY_CHAT = [
  'Simulacro: ¿te va bien llegar un rato antes de la clase?',
  'Simulacro: la sala tiene esterillas y altavoz para todos.',
  'Simulacro: perfecto, lo dejamos así entonces.',
  'Simulacro: ¿cuántas personas suelen venir a esa hora?',
  'Simulacro: trae tu propia música si lo prefieres.',
] as const;

export const ordinaryChat = (sequence: number): string => ORDINARY_CHAT[sequence % ORDINARY_CHAT.length] as string;
