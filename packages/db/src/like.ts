/** Makes LIKE's pattern characters (% _ \) in user text match literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
