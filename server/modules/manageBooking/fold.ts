const MAX_OCTETS = 75;

/**
 * RFC 5545 §3.1: content lines are folded at 75 octets, never inside a UTF-8 character. ics folds
 * at 75 characters, so an 'ü' or '€' made lines of 79 octets: its folds are undone and done again.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // A continuation line starts with a space, which counts among its 75 octets.
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_OCTETS) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}
