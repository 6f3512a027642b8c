/**
 * Splits Gerber text into commands without building tokens: `%...%` extended commands are handed over
 * whole, every other command is one `*`-ended word block. Line breaks between blocks are skipped.
 * `visit` returns false to stop early (work budget). Returns false if the text ends inside a command.
 */
export function lexGerber(text: string, visit: (block: string, extended: boolean) => boolean): boolean {
  const n = text.length;
  let at = 0;
  while (at < n) {
    const code = text.charCodeAt(at);
    if (code === 10 || code === 13 || code === 32 || code === 9) {
      at++;
      continue;
    }
    if (code === 37 /* % */) {
      const end = text.indexOf('%', at + 1);
      if (end === -1) return false;
      if (!visit(text.slice(at + 1, end), true)) return true;
      at = end + 1;
      continue;
    }
    const end = text.indexOf('*', at);
    if (end === -1) return text.slice(at).trim() === '';
    let block = text.slice(at, end);
    if (block.includes('\n') || block.includes('\r')) block = block.replace(/[\r\n]/g, '');
    if (!visit(block, false)) return true;
    at = end + 1;
  }
  return true;
}

/** End of the word that starts at `at` (a letter followed by a signed number): the next letter or the end. */
export function wordEnd(block: string, at: number): number {
  const n = block.length;
  let end = at + 1;
  while (end < n) {
    const c = block.charCodeAt(end);
    if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) end++;
    else break;
  }
  return end;
}

/** Unsigned integer in text[start, end), read without building a substring; NaN when there is none. */
export function readInteger(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return i === start ? NaN : value;
    value = value * 10 + digit;
  }
  return start === end ? NaN : value;
}
