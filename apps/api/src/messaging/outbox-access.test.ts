import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost, outboxEnabled } from './outbox-access.ts';

describe('demo outbox access', () => {
  it('knows loopback addresses, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '10.0.0.1',
      '0.0.0.0',
      '::',
      '::ffff:10.0.0.1',
      '1270.0.0.1',
      '127.0.0.1.evil',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('is on for a loopback listener or DEMO_OUTBOX=true, and never without the outbox', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(outboxEnabled({ hasOutbox: true, host: '127.0.0.1', demoOutbox: false })).toBe(true);
    expect(outboxEnabled({ hasOutbox: true, host: '0.0.0.0', demoOutbox: false })).toBe(false);
    expect(outboxEnabled({ hasOutbox: true, host: '0.0.0.0', demoOutbox: true })).toBe(true);
    expect(outboxEnabled({ hasOutbox: false, host: '127.0.0.1', demoOutbox: true })).toBe(false);
  });
});
