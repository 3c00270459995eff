import { Avatar } from 'antd';
import { useIntl } from 'react-intl';

import type { FriendPerson } from '@/api/types';

import { friendsMessages as m } from '../messages';

/** The person's avatar, or their initial when they have none. */
export function FriendAvatar({ person }: { person: Pick<FriendPerson, 'name' | 'avatar_url'> }) {
  const intl = useIntl();
  return (
    <Avatar
      src={person.avatar_url ?? undefined}
      alt={intl.formatMessage(m.avatarAlt, { name: person.name })}
      aria-hidden={person.avatar_url ? undefined : true}
    >
      {person.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
