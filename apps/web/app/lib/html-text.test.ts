import { describe, expect, it } from 'vitest';
import { htmlToBlocks, htmlToText } from './html-text.ts';

describe('recipe descriptions as text', () => {
  const html =
    '<p><strong>Egypt&#39;s favourite</strong>: rice &amp; lentils.</p><ul><li>Serves 4</li><li>Time:&nbsp;1 hour</li></ul>';

  it('keeps the text of each block, without tags, entities decoded', () => {
    expect(htmlToBlocks(html)).toEqual(["Egypt's favourite: rice & lentils.", 'Serves 4', 'Time: 1 hour']);
    expect(htmlToText(html)).toBe("Egypt's favourite: rice & lentils. – Serves 4 – Time: 1 hour");
  });

  it('drops scripts, styles and comments, and leaves escaped markup as harmless text', () => {
    expect(htmlToText('<script>alert(1)</script><style>p{}</style><!-- x -->Hi<br/>there')).toBe(
      'Hi – there',
    );
    expect(htmlToText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(htmlToText('<img src=x onerror="alert(1)">')).toBe('');
  });
});
