/**
 * A static page's text from the API (docs/decisions/0077): HTML the API cleaned on save to a few
 * tags (sanitize-html), so it is set as it is; styled by the `rich-text` utility (app.css).
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the API's sanitizer on save
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
