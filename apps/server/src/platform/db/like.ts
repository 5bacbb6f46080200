/**
 * A LIKE / ILIKE pattern that finds `text` anywhere: its `%`, `_` and `\` are escaped, so a search
 * word is matched as typed and never as a wildcard.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The same for `lower(column) like ...`. */
export const containingLower = (text: string) => containing(text.toLowerCase());

/** A LIKE pattern that finds what starts with `text` (escaped the same way). */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
