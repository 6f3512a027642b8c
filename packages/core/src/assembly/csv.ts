/**
 * CSV as BOM and placement files come (RFC 4180 quotes, `""` inside quotes), with the delimiter found from the
 * header: comma, semicolon or tab, whichever the first non-empty line holds most of. A BOM saved by Excel in
 * a European locale uses `;`; KiCad and Altium write `,`; some tools write tabs. A byte-order mark is dropped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = guessDelimiter(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      row.push(cell.trim());
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows;
}

function guessDelimiter(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const counts = [',', ';', '\t'].map((d) => ({ d, n: line.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ',';
}

/** Case, spaces, dots, underscores, brackets and units in a header do not matter: "Mid X (mm)" → "midx". */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\((mm|mil|mils|inch|in|deg)\)/g, '')
    .replace(/[\s._\-#()[\]/:]/g, '');
}

/** The first row (of the first 15) that names at least `need` of the columns, with the column index of each. */
export function findHeader<K extends string>(
  rows: string[][],
  synonyms: Record<K, string[]>,
  need: number,
): { row: number; columns: Partial<Record<K, number>> } | null {
  for (let r = 0; r < Math.min(rows.length, 15); r++) {
    const keys = rows[r]!.map(headerKey);
    const columns: Partial<Record<K, number>> = {};
    for (const [name, words] of Object.entries(synonyms) as Array<[K, string[]]>) {
      for (const word of words) {
        const at = keys.indexOf(word);
        if (at >= 0) {
          columns[name] = at;
          break;
        }
      }
    }
    if (Object.keys(columns).length >= need) return { row: r, columns };
  }
  return null;
}
