import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  checkPostSource,
  consoleFileLimit,
  formBodyLimit,
  formEncodingOf,
  isReadableMultipart,
  readLimitedBody,
  refusalPage,
} from './form-posts.ts';

describe('where a post comes from', () => {
  const host = 'shop.example:3000';
  it('must be named, and be the store', () => {
    expect(checkPostSource({}, host)).toBe('missing-origin');
    expect(checkPostSource({ origin: 'http://shop.example:3000' }, host)).toBeNull();
    expect(checkPostSource({ referer: 'http://shop.example:3000/en/login?x=1' }, host)).toBeNull();
    expect(checkPostSource({ origin: 'http://shop.example' }, host)).toBe('cross-site');
    expect(checkPostSource({ origin: 'https://evil.example' }, host)).toBe('cross-site');
    expect(checkPostSource({ origin: 'null' }, host)).toBe('cross-site');
    // Origin decides when both are sent.
    expect(
      checkPostSource({ origin: 'https://evil.example', referer: 'http://shop.example:3000/' }, host),
    ).toBe('cross-site');
    expect(checkPostSource({ origin: 'http://SHOP.example:3000' }, 'Shop.Example:3000')).toBeNull();
  });
});

describe('how large a post may be', () => {
  const staff = 'theme=x; staffSession=abc';
  it('is a megabyte, except the console’s file forms with a staff session', () => {
    expect(formBodyLimit('/ar/staff/catalogue/12/details', staff)).toBe(consoleFileLimit);
    expect(formBodyLimit('/en/staff/catalogue/import?id=3', staff)).toBe(consoleFileLimit);
    expect(formBodyLimit('/ar/staff/catalogue/12/details.data?index', staff)).toBe(consoleFileLimit);
    expect(formBodyLimit('/en/staff/catalogue/12/details', 'session=abc')).toBe(1024 * 1024);
    expect(formBodyLimit('/en/staff/catalogue/12/details', undefined)).toBe(1024 * 1024);
    expect(formBodyLimit('/en/staff/catalogue/12', staff)).toBe(1024 * 1024);
    expect(formBodyLimit('/en/login', staff)).toBe(1024 * 1024);
    expect(formBodyLimit('/en/staff/catalogue/12/details/../../x', staff)).toBe(1024 * 1024);
  });
});

describe('form bodies', () => {
  it('are form encodings only', () => {
    expect(formEncodingOf('application/x-www-form-urlencoded;charset=UTF-8')).toBe('urlencoded');
    expect(formEncodingOf('multipart/form-data; boundary=x')).toBe('multipart');
    expect(formEncodingOf('application/json')).toBeNull();
    expect(formEncodingOf('text/plain')).toBeNull();
    expect(formEncodingOf(undefined)).toBeNull();
  });

  it('are read up to the limit, declared or counted', async () => {
    const body = Buffer.from('a=1&b=2');
    expect(await readLimitedBody(Readable.from([body]), String(body.length), 100)).toEqual(body);
    expect(await readLimitedBody(Readable.from([body]), '101', 100)).toBe('too-large');
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(30, 'x'));
    expect(await readLimitedBody(Readable.from(chunks), undefined, 100)).toBe('too-large');
    expect(await readLimitedBody(Readable.from(chunks.slice(0, 3)), undefined, 100)).toHaveLength(90);
  });

  it('are checked as multipart before the action reads them', async () => {
    const good = Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n');
    expect(await isReadableMultipart(good, 'multipart/form-data; boundary=x')).toBe(true);
    expect(await isReadableMultipart(Buffer.from('--x\r\nnonsense'), 'multipart/form-data; boundary=x')).toBe(
      false,
    );
  });
});

describe('the refusal page', () => {
  it('speaks the language of the address', () => {
    expect(refusalPage('/ar/contact-us', 'cross-site')).toContain('lang="ar" dir="rtl"');
    expect(refusalPage('/en/login', 'too-large')).toContain('The form is too large to be sent.');
    expect(refusalPage('/', 'missing-origin')).toContain('lang="en"');
  });
});
