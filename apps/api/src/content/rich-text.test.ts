import { describe, expect, it } from 'vitest';
import { hasText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the tags the editor offers', () => {
    const html =
      '<h2>Orders</h2><p>Text <strong>bold</strong> <em>it</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<details><summary>Question?</summary><p>Answer.</p></details><h3>Sub</h3>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, frames and event handlers, keeping the text of other tags', () => {
    expect(sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<span style="color:red">red</span> <img src=x onerror=alert(1)>')).toBe('red');
    expect(sanitizeRichText('<p class="x" id="y" dir="ltr">p</p>')).toBe('<p>p</p>');
  });

  it('keeps safe links only, marking other sites noopener nofollow', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="/en/contact-us" target="_blank">c</a>')).toBe(
      '<a href="/en/contact-us">c</a>',
    );
    expect(sanitizeRichText('<a href="https://www.edaegypt.gov.eg/">EDA</a>')).toBe(
      '<a href="https://www.edaegypt.gov.eg/" rel="noopener nofollow">EDA</a>',
    );
    expect(sanitizeRichText('<a href="tel:19999">call</a>')).toBe('<a href="tel:19999">call</a>');
  });

  it('turns headings and bold or italic tags into the ones kept, and drops empty blocks', () => {
    expect(sanitizeRichText('<h1>T</h1><h4>S</h4><b>b</b><i>i</i><div>d</div>')).toBe(
      '<h2>T</h2><h3>S</h3><strong>b</strong><em>i</em><p>d</p>',
    );
    expect(sanitizeRichText('<p> </p><p>x</p><li></li>')).toBe('<p>x</p>');
  });

  it('keeps Arabic text as typed', () => {
    expect(sanitizeRichText('<p>كيف أطلب؟</p>')).toBe('<p>كيف أطلب؟</p>');
  });
});

describe('hasText', () => {
  it('is false for markup without text', () => {
    expect(hasText('<p></p><br />')).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
  });
});
