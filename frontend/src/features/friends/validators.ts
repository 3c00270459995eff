/** Friends' field rules as pure functions (see `@/components/form/validators`). */
import { fieldProblem, lengthBounds } from '@/config/validation';
import { nameProblem, type Problem } from '@/components/form/validators';

import { addFriendMessages, editFriendMessages, tagsMessages } from './messages';

export const FRIEND_LIMITS = {
  /** Spec section 5: an alias (remark name) is 3-50 characters; empty means none. */
  alias: lengthBounds('alias'),
  message: { max: 100 },
  tagName: lengthBounds('tagName'),
} as const;

/** Length in characters (code points), as the server counts it. */
const length = (value: string) => [...value].length;

/** The shared rule: empty clears it, else 3-50 characters once normalised, no invisible ones. */
export function validateAlias(value: string | undefined | null): Problem | null {
  const { aliasLength } = editFriendMessages;
  return nameProblem(
    fieldProblem('alias', value),
    { required: aliasLength, length: aliasLength },
    FRIEND_LIMITS.alias,
  );
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
  const { nameRequired, nameTooLong } = tagsMessages;
  return nameProblem(
    fieldProblem('tagName', value),
    { required: nameRequired, length: nameTooLong },
    FRIEND_LIMITS.tagName,
  );
}
