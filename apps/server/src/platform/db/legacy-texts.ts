import type { Text } from "@mp/texts";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./client.js";

/**
 * Rows written before texts were keys hold English sentences (docs/languages.md). Each owning
 * module reads its rows of that kind with a parser of the English patterns its old code wrote;
 * a row the parser knows gets its text key, parameters and staff note, and any other row is marked
 * `{legacy: true}`, so that its words are shown as written and it is not read again. Runs at start,
 * after the migrations, in batches; a partial index keeps the search for such rows cheap.
 */
export interface LegacyRows {
  /** the table (the calling module's own) */
  table: string;
  /** the column holding the English words */
  words: string;
  /** the jsonb column for the text (null until upgraded) */
  text: string;
  /** further columns the parser reads (a ledger entry's reference) */
  also?: string[];
}

export interface Parsed {
  text: Text;
  /** words a person wrote, kept apart from the text */
  note?: string;
}

export type LegacyRow = { id: number; words: string } & Record<string, string>;

const BATCH = 500;

export async function upgradeLegacyTexts(
  db: Db,
  rows: LegacyRows,
  parse: (row: LegacyRow) => Parsed | null,
): Promise<number> {
  const also = (rows.also ?? []).map((c) => `, ${c}`).join("");
  const pending = `${rows.text} is null and ${rows.words} <> ''`;
  let done = 0;
  for (;;) {
    const batch = await queryRows<LegacyRow>(
      db,
      sql.raw(
        `select id, ${rows.words} as words${also} from ${rows.table} where ${pending} order by id limit ${BATCH}`,
      ),
    );
    if (!batch.length) return done;
    const values = batch.map((r) => {
      const p = parse(r);
      return { id: r.id, text: p?.text ?? { legacy: true }, note: p?.note ?? "" };
    });
    await db.execute(sql`
      update ${sql.raw(rows.table)} t set ${sql.raw(rows.text)} = v.text, note = v.note
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, text jsonb, note text)
      where t.id = v.id`);
    done += batch.length;
  }
}
