/** Where a search for `text` goes; null when there is nothing to search for. */
export function searchPath(lang: string, text: string): string | null {
  const query = text.trim();
  return query ? `/${lang}/search/${encodeURIComponent(query)}` : null;
}
