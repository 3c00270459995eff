import { describe, expect, it } from 'vitest';

import { createSseParser, type SseEvent } from './sse';

function collect(lastEventId?: string) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    { onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) },
    { lastEventId },
  );
  return { parser, events, retries };
}

/** Feeds `text` one piece at a time, cut at every given offset. */
function feed(parser: ReturnType<typeof createSseParser>, text: string, cuts: number[]) {
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    parser.push(text.slice(from, cut));
    from = cut;
  }
}

const STREAM =
  ': welcome\r\n' +
  'retry: 2500\r\n' +
  'id: 1\r\n' +
  'event: stats\r\n' +
  'data: {"unread":\r\n' +
  'data: 3}\r\n' +
  '\r\n' +
  'data:plain\n' +
  '\n' +
  'id: 2\r' +
  'data: {"unread":4}\r' +
  '\r';

const EXPECTED: SseEvent[] = [
  { type: 'stats', data: '{"unread":\n3}', id: '1', lastEventId: '1' },
  { type: 'message', data: 'plain', id: undefined, lastEventId: '1' },
  { type: 'message', data: '{"unread":4}', id: '2', lastEventId: '2' },
];

describe('createSseParser', () => {
  it('reads id, event, multi-line data and retry, with CRLF, LF and CR line ends', () => {
    const { parser, events, retries } = collect();
    parser.push(STREAM);
    expect(events).toEqual(EXPECTED);
    expect(retries).toEqual([2500]);
    expect(parser.lastEventId).toBe('2');
  });

  it('gives the same events however the text is cut, even between CR and LF', () => {
    // every single cut position, and the text one character at a time
    for (let cut = 1; cut < STREAM.length; cut += 1) {
      const { parser, events } = collect();
      feed(parser, STREAM, [cut]);
      expect(events, `cut at ${cut}`).toEqual(EXPECTED);
    }
    const { parser, events } = collect();
    feed(
      parser,
      STREAM,
      Array.from({ length: STREAM.length - 1 }, (_, i) => i + 1),
    );
    expect(events).toEqual(EXPECTED);
  });

  it('waits for the blank line before dispatching', () => {
    const { parser, events } = collect();
    parser.push('data: {"a":1}\n');
    expect(events).toHaveLength(0);
    parser.push('\n');
    expect(events).toHaveLength(1);
  });

  it('ignores comments (heartbeats), unknown fields and events without data', () => {
    const { parser, events } = collect();
    parser.push(':\n\n: ping\n\n:heartbeat 12:00\n\nfoo: bar\n\nevent: only-a-name\n\n');
    expect(events).toEqual([]);
    parser.push(': ping\ndata: x\n: ping\n\n');
    expect(events).toEqual([{ type: 'message', data: 'x', id: undefined, lastEventId: '' }]);
  });

  it('drops only one space after the colon and treats a bare field as empty', () => {
    const { parser, events } = collect();
    parser.push('data:  two spaces\ndata\ndata:\n\n');
    expect(events[0]!.data).toBe(' two spaces\n\n');
  });

  it('keeps the last event id across events, updates it from id-only blocks, and resets it with an empty id', () => {
    const { parser, events } = collect('7');
    parser.push('data: a\n\n');
    expect(events[0]).toMatchObject({ id: undefined, lastEventId: '7' });
    parser.push('id: 8\n\n');
    expect(events).toHaveLength(1); // no data: not dispatched
    expect(parser.lastEventId).toBe('8');
    parser.push('data: b\n\n');
    expect(events[1]).toMatchObject({ id: undefined, lastEventId: '8' });
    parser.push('id\ndata: c\n\n');
    expect(events[2]).toMatchObject({ id: '', lastEventId: '' });
    parser.push('id: bad\u0000id\ndata: d\n\n');
    expect(events[3]).toMatchObject({ id: undefined, lastEventId: '' });
  });

  it('accepts only digits in retry', () => {
    const { parser, retries } = collect();
    parser.push('retry: 10s\nretry: -1\nretry: 1.5\nretry:\nretry: 0\nretry: 12000\n\n');
    expect(retries).toEqual([0, 12000]);
  });

  it('drops a byte order mark at the start only', () => {
    const { parser, events } = collect();
    parser.push('\uFEFFdata: a\n\n');
    parser.push('\uFEFFdata: b\n\n');
    expect(events.map((e) => e.data)).toEqual(['a']);
    // the second line's field name is "\uFEFFdata": unknown, ignored
  });

  it('drops an event cut off by the end of the stream', () => {
    const { parser, events } = collect();
    parser.push('data: done\n\ndata: half');
    parser.end();
    parser.push('\n\n');
    expect(events.map((e) => e.data)).toEqual(['done']);
  });
});
