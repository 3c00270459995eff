/**
 * The desktop client ("PC mode") hosts the app in a WebView2 or a frame and
 * takes over navigation: signing in, opening /app or losing the session posts
 * a message to it instead of navigating.
 */
import { STORAGE_KEYS } from '@/constants';
import type { Session } from '@/api/types';
import { readString, writeString } from '@/utils/storage';

/** Asks the host to open `path`; `session` is null after a sign-out or 401. */
export interface HostRedirectMessage {
  type: 'redirect';
  path: string;
  session: Session | null;
}

export type HostMessage = HostRedirectMessage;

interface WebView2Bridge {
  postMessage(message: unknown): void;
}

declare global {
  interface Window {
    chrome?: { webview?: WebView2Bridge };
  }
}

export function isPcMode(): boolean {
  return readString(STORAGE_KEYS.pcMode) === '1';
}

export function setPcMode(on: boolean): void {
  writeString(STORAGE_KEYS.pcMode, on ? '1' : null);
}

/** Where messages to a parent frame go: the configured origin (`EMBEDDING_ORIGINS`). */
export function setHostOrigin(origin: string | null): void {
  writeString(STORAGE_KEYS.hostOrigin, origin);
}

/**
 * WebView2 bridge if present, else the parent frame at the configured origin (never `*`:
 * the message carries the session; no origin configured, no message), else this window.
 */
export function postToHost(message: HostMessage, win: Window = window): void {
  const webview = win.chrome?.webview;
  if (webview) {
    webview.postMessage(message);
  } else if (win.parent && win.parent !== win) {
    const origin = readString(STORAGE_KEYS.hostOrigin);
    if (origin) win.parent.postMessage(message, origin);
  } else {
    win.postMessage(message, win.location.origin);
  }
}
