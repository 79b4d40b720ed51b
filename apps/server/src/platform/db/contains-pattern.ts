/**
 * The user's text as a LIKE/ILIKE pattern matching it anywhere: its own `%`, `_` and `\` match only
 * themselves (PostgreSQL's default LIKE escape is `\`), so a search for "50%" is not "50 and anything".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
