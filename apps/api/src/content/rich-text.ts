import { richTextTags } from '@store/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The static pages' HTML as the storefront may show it (docs/decisions/0077), cleaned on save with
 * `sanitize-html`: only `richTextTags`, no attributes but a link's `href` (http, https, mailto, tel
 * or a path of the store), links to other sites open with `rel="noopener nofollow"`. Whatever else
 * was typed (scripts, styles, event handlers, iframes) is dropped; the text of a dropped tag is kept,
 * except a script's or style's.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = {};
      if (href) kept.href = href;
      if (/^https?:/i.test(href)) kept.rel = 'noopener nofollow';
      return { tagName, attribs: kept };
    },
    // Headings below the page's title: an h1 typed or pasted becomes a section heading.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    div: 'p',
  },
  exclusiveFilter: (frame) =>
    // An empty paragraph or list item left by an editor is dropped.
    ['p', 'li', 'h2', 'h3', 'strong', 'em'].includes(frame.tag) &&
    !frame.text.trim() &&
    !frame.mediaChildren.length,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether cleaned HTML has any text a reader would see. */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
