import type { FastifyReply } from 'fastify';
import { openEventStreams } from '../observability/process-metrics.ts';

/** A Server-Sent Events stream opened by `openEventStream`. */
export interface EventStream {
  /** Writes one event (`event: name`, its data as JSON); nothing once the stream has ended. */
  send(name: string, data: unknown): void;
  end(): void;
  readonly ended: boolean;
  /**
   * Hands the stream its source's unsubscribe, called when the stream ends (at once when it has
   * already ended while subscribing).
   */
  attach(unsubscribe: () => void): void;
}

/**
 * Turns a request's answer into a Server-Sent Events stream (the customer's live order page, the staff
 * live board): Fastify's reply is hijacked and the headers set by hand; the browser is told to reconnect
 * after 2 s; a comment beats every `heartbeatMs` (keeping proxies from closing an idle stream), each
 * beat first asking `stillAllowed` (a logged-out person's stream ends at the next beat); the stream
 * ends when the browser closes it.
 */
export function openEventStream(
  reply: FastifyReply,
  options: { heartbeatMs: number; stillAllowed: () => Promise<boolean> },
): EventStream {
  const stream = reply.raw;
  let ended = false;
  let unsubscribe = () => {};
  const end = () => {
    if (ended) return;
    ended = true;
    openEventStreams.dec();
    clearInterval(heartbeat);
    unsubscribe();
    stream.end();
  };
  const write = (text: string) => {
    if (!ended) stream.write(text);
  };
  // From here on the answer is the stream's, not Fastify's: headers are set by hand.
  reply.hijack();
  openEventStreams.inc();
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Tells a buffering proxy (nginx) to pass each event on at once.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  write('retry: 2000\n\n');
  const heartbeat = setInterval(async () => {
    if (!(await options.stillAllowed())) return end();
    write(': beat\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();
  stream.on('close', end);
  return {
    send: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    end,
    get ended() {
      return ended;
    },
    attach(next) {
      if (ended) return next();
      unsubscribe = next;
    },
  };
}

/**
 * Subscribes to the stream's source first, then opens the stream: the browser hears the stream open
 * only once the source is listening, so nothing that happens after that is missed (a staff board that
 * opened just before an order came in). What arrives while the stream opens is passed on after it.
 */
export async function openSubscribedStream<E>(
  reply: FastifyReply,
  options: { heartbeatMs: number; stillAllowed: () => Promise<boolean> },
  subscribe: (listener: (event: E) => void) => Promise<() => void>,
  onEvent: (stream: EventStream, event: E) => void,
): Promise<EventStream> {
  let stream: EventStream | undefined;
  const early: E[] = [];
  const unsubscribe = await subscribe((event) => {
    if (stream) onEvent(stream, event);
    else early.push(event);
  });
  stream = openEventStream(reply, options);
  stream.attach(unsubscribe);
  for (const event of early) onEvent(stream, event);
  return stream;
}
