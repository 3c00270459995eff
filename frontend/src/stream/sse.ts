/**
 * An incremental parser for `text/event-stream` (the WHATWG server-sent events format).
 *
 * Text is pushed in pieces as it arrives; a piece may end anywhere, even inside a line
 * or between the CR and LF of a CRLF. Bytes are decoded before they come here (a streaming
 * `TextDecoder` keeps a multi-byte character split across chunks whole).
 *
 * - lines end with CRLF, LF or CR; a leading byte order mark is dropped;
 * - `field: value` (one space after the colon is dropped), or a bare `field` with an empty value;
 * - `event` names the event, `data` lines are joined with "\n", `id` sets the last event id
 *   (ignored when it contains U+0000), `retry` (digits only) reports the server's reconnection
 *   delay straight away; other fields are ignored;
 * - lines starting with `:` are comments (heartbeats) and are ignored;
 * - a blank line ends the event; an event without data is not dispatched, and an event cut
 *   off by the end of the stream is dropped.
 */

export interface SseEvent {
  /** The `event` field, `"message"` when absent. */
  type: string;
  /** The `data` lines joined with "\n". */
  data: string;
  /** The `id` field of this event itself, undefined when it had none. */
  id: string | undefined;
  /** The last event id seen on the stream so far (this event's or an earlier one's). */
  lastEventId: string;
}

export interface SseParserHandlers {
  onEvent: (event: SseEvent) => void;
  /** A valid `retry` field, in ms. */
  onRetry?: (ms: number) => void;
}

export interface SseParser {
  /** Feeds decoded text; complete events are dispatched before it returns. */
  push(text: string): void;
  /** The stream ended: an unfinished event is dropped. */
  end(): void;
  /** The last event id so far (starts at the `lastEventId` given, "" by default). */
  readonly lastEventId: string;
}

const LF = 10;
const CR = 13;

export function createSseParser(
  handlers: SseParserHandlers,
  { lastEventId = '' }: { lastEventId?: string } = {},
): SseParser {
  let buffer = '';
  let started = false;
  /** The previous piece ended with CR: a LF opening the next piece belongs to it. */
  let pendingCR = false;
  let ended = false;

  let eventType = '';
  let data: string[] = [];
  let eventId: string | undefined;

  function dispatch() {
    const lines = data;
    const type = eventType || 'message';
    const id = eventId;
    data = [];
    eventType = '';
    eventId = undefined;
    if (lines.length === 0) return;
    handlers.onEvent({ type, data: lines.join('\n'), id, lastEventId });
  }

  function processLine(line: string) {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return; // comment: a heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) {
          lastEventId = value;
          eventId = value;
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        break; // unknown fields are ignored
    }
  }

  function push(text: string) {
    if (ended || text === '') return;
    if (!started) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (pendingCR) {
      pendingCR = false;
      if (text.charCodeAt(0) === LF) text = text.slice(1);
    }
    // The buffer holds no line end yet: scan only the new text.
    const scanFrom = buffer.length;
    buffer += text;
    let lineStart = 0;
    for (let i = scanFrom; i < buffer.length; i += 1) {
      const code = buffer.charCodeAt(i);
      if (code !== LF && code !== CR) continue;
      processLine(buffer.slice(lineStart, i));
      if (code === CR) {
        if (i + 1 === buffer.length) pendingCR = true;
        else if (buffer.charCodeAt(i + 1) === LF) i += 1;
      }
      lineStart = i + 1;
      if (ended) return; // a handler ended the parser
    }
    buffer = buffer.slice(lineStart);
  }

  function end() {
    ended = true;
    buffer = '';
    data = [];
    eventType = '';
    eventId = undefined;
  }

  return {
    push,
    end,
    get lastEventId() {
      return lastEventId;
    },
  };
}
