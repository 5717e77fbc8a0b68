// The hand-written corpus (contact-sharing-corpus/): one message per line, "#" comments; in the
// split files the messages of one sender follow each other separated by " || ".
import { readFileSync } from 'node:fs';

export type Conversation = { previous: string[]; text: string };

export function corpusLines(name: string): string[] {
  const text = readFileSync(new URL(`../contact-sharing-corpus/${name}`, import.meta.url), 'utf8');
  return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

export function corpusConversations(name: string): Conversation[] {
  return corpusLines(name).map((line) => {
    const messages = line.split(' || ');
    const text = messages.pop() as string;
    return { previous: messages, text };
  });
}
