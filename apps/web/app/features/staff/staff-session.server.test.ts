import { describe, expect, it } from 'vitest';
import { clearStaffSessionHeader, safeNext, staffSessionHeader, staffToken } from './staff-session.server.ts';

const token = 'abcdefghijklmnopqrstuvwxyz012345';

describe('the staff session cookie', () => {
  it('is httpOnly, SameSite=Strict, for the whole site, Secure only over https', () => {
    const plain = staffSessionHeader(new Request('http://shop.local/en/staff/login'), token, 3600);
    expect(plain).toBe(`staffSession=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict`);
    const proxied = new Request('http://shop.local/en/staff/login', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(staffSessionHeader(proxied, token, 3600)).toMatch(/; Secure$/);
    expect(clearStaffSessionHeader(new Request('https://shop.example/'))).toBe(
      'staffSession=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('is read apart from the customer session, and only when it looks like a token', () => {
    const request = (cookie: string) => new Request('http://shop.local/', { headers: { cookie } });
    expect(staffToken(request(`session=${token}`))).toBeNull();
    expect(staffToken(request(`session=x; staffSession=${token}`))).toBe(token);
    expect(staffToken(request('staffSession=short'))).toBeNull();
  });

  it('goes back only to console pages of this site after logging in', () => {
    expect(safeNext('en', '/en/staff/orders/5')).toBe('/en/staff/orders/5');
    expect(safeNext('ar', '//evil.example/en/staff')).toBe('/ar/staff');
    expect(safeNext('ar', 'https://evil.example/en/staff')).toBe('/ar/staff');
    expect(safeNext('en', '/en/cart')).toBe('/en/staff');
    expect(safeNext('en', null)).toBe('/en/staff');
  });
});
