const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

const blockTags = /<\/?(p|div|li|ul|ol|br|h[1-6]|tr|table|section|article|blockquote)\b[^>]*>/gi;

/**
 * The recipe descriptions are HTML from the back office; the store shows them as plain text, never as
 * markup. Returns one string per block (paragraph, list item, line), tags removed, entities decoded.
 * Works the same on the server and in the browser (no DOM needed).
 */
export function htmlToBlocks(html: string): string[] {
  const withoutHidden = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return withoutHidden
    .replace(blockTags, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The whole text on one line (cards, meta descriptions). */
export function htmlToText(html: string): string {
  return htmlToBlocks(html).join(' – ');
}
