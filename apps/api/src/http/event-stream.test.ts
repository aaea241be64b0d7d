import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, openSubscribedStream } from './event-stream.ts';

/** A reply whose raw response records what is written (the stream's own behaviour, not Fastify's). */
function fakeReply() {
  const raw = Object.assign(new EventEmitter(), {
    head: null as null | { status: number; headers: Record<string, string> },
    text: '',
    ended: false,
    writeHead(status: number, headers: Record<string, string>) {
      raw.head = { status, headers };
    },
    write(chunk: string) {
      raw.text += chunk;
    },
    end() {
      raw.ended = true;
    },
  });
  const reply = { raw, hijacked: false, hijack: () => (reply.hijacked = true) };
  return { reply, raw, asReply: reply as unknown as FastifyReply };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('an event stream', () => {
  it('sends the headers, the retry and events; beats while allowed and ends at the first refused beat', async () => {
    vi.useFakeTimers();
    const { reply, raw, asReply } = fakeReply();
    let allowed = true;
    const unsubscribe = vi.fn();
    const stream = openEventStream(asReply, { heartbeatMs: 1000, stillAllowed: async () => allowed });
    stream.attach(unsubscribe);
    expect(reply.hijacked).toBe(true);
    expect(raw.head?.status).toBe(200);
    expect(raw.head?.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(raw.head?.headers['x-accel-buffering']).toBe('no');
    stream.send('order', { orderId: 5 });
    stream.send('resync', {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(raw.text).toBe(
      'retry: 2000\n\nevent: order\ndata: {"orderId":5}\n\nevent: resync\ndata: {}\n\n: beat\n\n',
    );
    allowed = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(stream.ended).toBe(true);
    expect(raw.ended).toBe(true);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    // Nothing is written after the end, and no more beats ask.
    stream.send('order', { orderId: 6 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(raw.text).not.toContain('"orderId":6');
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('ends when the browser closes it, and unsubscribes a source that subscribed after that at once', () => {
    const { raw, asReply } = fakeReply();
    const stream = openEventStream(asReply, { heartbeatMs: 60_000, stillAllowed: async () => true });
    raw.emit('close');
    expect(stream.ended).toBe(true);
    expect(raw.ended).toBe(true);
    const late = vi.fn();
    stream.attach(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('a stream opened on a subscription', () => {
  it('answers only once its source listens, and passes on what came while it opened', async () => {
    const { raw, asReply } = fakeReply();
    let listener: ((event: string) => void) | undefined;
    let listening: (() => void) | undefined;
    const unsubscribe = vi.fn();
    const opening = openSubscribedStream<string>(
      asReply,
      { heartbeatMs: 60_000, stillAllowed: async () => true },
      (next) =>
        new Promise((resolve) => {
          listener = next;
          listening = () => resolve(unsubscribe);
        }),
      (stream, event) => (event === 'end' ? stream.end() : stream.send('order', { event })),
    );
    // The LISTEN is not in place yet: the browser must not hear that the stream is open.
    expect(raw.head).toBeNull();
    listener!('early');
    listening!();
    const stream = await opening;
    expect(raw.head?.status).toBe(200);
    expect(raw.text).toContain('data: {"event":"early"}');
    listener!('end');
    expect(stream.ended).toBe(true);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
