/** Friends' field rules as pure functions (see `@/components/form/validators`). */
import type { Problem } from '@/components/form/validators';

import { addFriendMessages, editFriendMessages, tagsMessages } from './messages';

export const FRIEND_LIMITS = {
  /** Spec section 5: an alias (remark name) is 3-50 characters; empty means none. */
  alias: { min: 3, max: 50 },
  message: { max: 100 },
  tagName: { max: 20 },
} as const;

/** Length in characters (code points), as the server counts it. */
const length = (value: string) => [...value].length;

export function validateAlias(value: string | undefined | null): Problem | null {
  const alias = (value ?? '').trim();
  const { min, max } = FRIEND_LIMITS.alias;
  if (alias && (length(alias) < min || length(alias) > max)) {
    return { message: editFriendMessages.aliasLength, values: { min, max } };
  }
  return null;
}

export function validateAccount(value: string | undefined): Problem | null {
  return (value ?? '').trim() ? null : { message: addFriendMessages.accountRequired };
}

export function validateRequestMessage(value: string | undefined): Problem | null {
  const { max } = FRIEND_LIMITS.message;
  return length((value ?? '').trim()) > max
    ? { message: addFriendMessages.messageTooLong, values: { max } }
    : null;
}

export function validateTagName(value: string | undefined): Problem | null {
  const name = (value ?? '').trim();
  if (!name) return { message: tagsMessages.nameRequired };
  const { max } = FRIEND_LIMITS.tagName;
  return length(name) > max ? { message: tagsMessages.nameTooLong, values: { max } } : null;
}
