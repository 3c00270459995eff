/**
 * Test helper: a fake event-stream server behind an `OpenStream` function.
 *
 * Every `open` call is recorded as a connection. By default it answers 200
 * `text/event-stream` with a body the test writes into (`send`, `sendBytes`), ends
 * (`end`) or breaks (`fail`); `reply(...)` queues other answers for the next opens.
 * Aborting the request's signal errors the body like `fetch` does.
 */
import { vi } from 'vitest';

import type { StreamRequestOptions } from '@/api/client';

import type { OpenStream } from './eventStream';

export type FakeReply =
  | { kind: 'stream'; contentType?: string }
  | { kind: 'status'; status: number; statusText?: string; contentType?: string; body?: string }
  | { kind: 'reject'; error: unknown };

export interface FakeConnection {
  path: string;
  options: StreamRequestOptions & { signal: AbortSignal };
  /** A request header (exact name) as sent. */
  header(name: string): string | undefined;
  /** Writes text (UTF-8) to the body. */
  send(text: string): void;
  sendBytes(bytes: Uint8Array): void;
  /** The server ends the body. */
  end(): void;
  /** The body breaks (network failure). */
  fail(error?: unknown): void;
  /** The client cancelled the body (abort or `cancel()`). */
  readonly cancelled: boolean;
  /** The answer given (undefined when the open was rejected). */
  response?: Response;
}

export const streamOk: FakeReply = { kind: 'stream' };
export const status = (code: number, statusText = '', contentType?: string): FakeReply => ({
  kind: 'status',
  status: code,
  statusText,
  contentType,
});
export const networkDown: FakeReply = { kind: 'reject', error: new TypeError('Failed to fetch') };

const encoder = new TextEncoder();

export function createFakeServer() {
  const connections: FakeConnection[] = [];
  const queue: FakeReply[] = [];
  let fallback: FakeReply = streamOk;

  const open = vi.fn<OpenStream>(async (path, options) => {
    const reply = queue.shift() ?? fallback;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let cancelled = false;
    let closed = reply.kind !== 'stream'; // only a stream has a body to write into
    const connection: FakeConnection = {
      path,
      options,
      header: (name) => options.headers?.[name],
      send: (text) => connection.sendBytes(encoder.encode(text)),
      sendBytes: (bytes) => {
        if (!closed) controller.enqueue(bytes);
      },
      end: () => {
        if (closed) return;
        closed = true;
        controller.close();
      },
      fail: (error = new TypeError('network error')) => {
        if (closed) return;
        closed = true;
        controller.error(error);
      },
      get cancelled() {
        return cancelled;
      },
    };
    connections.push(connection);

    if (options.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    if (reply.kind === 'reject') throw reply.error;
    if (reply.kind === 'status') {
      connection.response = new Response(reply.body ?? null, {
        status: reply.status,
        statusText: reply.statusText,
        headers: reply.contentType ? { 'Content-Type': reply.contentType } : {},
      });
      return connection.response;
    }
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        cancelled = true;
        closed = true;
      },
    });
    options.signal.addEventListener(
      'abort',
      () => connection.fail(new DOMException('Aborted', 'AbortError')),
      {
        once: true,
      },
    );
    connection.response = new Response(body, {
      status: 200,
      headers: { 'Content-Type': reply.contentType ?? 'text/event-stream; charset=utf-8' },
    });
    return connection.response;
  });

  return {
    open,
    connections,
    /** The latest connection. */
    get last(): FakeConnection {
      const connection = connections[connections.length - 1];
      if (!connection) throw new Error('no connection yet');
      return connection;
    },
    /** Answers the next opens with these, in order. */
    reply(...replies: FakeReply[]) {
      queue.push(...replies);
    },
    /** Answers every open after the queue with this. */
    always(reply: FakeReply) {
      fallback = reply;
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;
