/**
 * The sign-in page's `?redirect=` does not survive the trip to WeChat (the
 * callback address is fixed), so it is kept here meanwhile.
 */
import { STORAGE_KEYS } from '@/constants';
import { readString, writeString } from '@/utils/storage';

export function rememberWechatRedirect(redirect: string | null): void {
  writeString(STORAGE_KEYS.wechatRedirect, redirect);
}

/** The remembered `?redirect=`, forgotten once read. */
export function takeWechatRedirect(): string | null {
  const redirect = readString(STORAGE_KEYS.wechatRedirect);
  writeString(STORAGE_KEYS.wechatRedirect, null);
  return redirect;
}
