import { Avatar, Flex } from 'antd';
import type { HTMLAttributes } from 'react';

/** A person with their avatar (or initial). */
export function PersonName({ person }: { person: { name: string; avatar_url: string | null } }) {
  return (
    <Flex gap={8} align="center">
      <Avatar src={person.avatar_url ?? undefined} size={28} alt="">
        {person.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <span>{person.name}</span>
    </Flex>
  );
}

export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A table row's (or card's) test id. */
export const rowTestId = (id: string) => ({ 'data-testid': id }) as HTMLAttributes<HTMLElement>;
