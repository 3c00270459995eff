import { Avatar } from 'antd';
import { useIntl } from 'react-intl';

import type { CompanyBrief } from '@/api/types';

import { companiesMessages as m } from '../messages';

/** The company's icon, or its initial when it has none. */
export function CompanyIcon({ company, size }: { company: CompanyBrief; size?: number }) {
  const intl = useIntl();
  return (
    <Avatar
      shape="square"
      size={size}
      src={company.icon ?? undefined}
      alt={intl.formatMessage(m.iconAlt, { name: company.name })}
      aria-hidden={company.icon ? undefined : true}
    >
      {company.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
