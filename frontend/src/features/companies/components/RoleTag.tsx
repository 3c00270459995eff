import { Tag } from 'antd';
import { useIntl } from 'react-intl';

import type { Company } from '@/api/types';

import { companiesMessages as m } from '../messages';

export function roleLabel(role: Company['role']) {
  return role === 'owner' ? m.owner : m.member;
}

/** A role in a company: the caller's in their list, a member's in the owner's. */
export function RoleTag({ role }: { role: Company['role'] }) {
  const intl = useIntl();
  return (
    <Tag color={role === 'owner' ? 'gold' : 'blue'}>{intl.formatMessage(roleLabel(role))}</Tag>
  );
}
