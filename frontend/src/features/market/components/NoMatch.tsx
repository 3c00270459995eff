import { Button } from 'antd';
import { useIntl } from 'react-intl';

import type { QueryChanges } from '@/lib/urlQuery';

import { FILTER_PARAMS } from '../filters';
import { marketMessages as m } from '../messages';
import { EmptyExplained } from './EmptyExplained';

/** "No listings match", with the way out: clearing the search and every filter. */
export function NoMatch({ update }: { update: (changes: QueryChanges) => void }) {
  const intl = useIntl();
  return (
    <EmptyExplained title={intl.formatMessage(m.noMatch)} text={intl.formatMessage(m.noMatchHint)}>
      <Button
        onClick={() => update(Object.fromEntries(FILTER_PARAMS.map((name) => [name, undefined])))}
      >
        {intl.formatMessage(m.clearFilters)}
      </Button>
    </EmptyExplained>
  );
}
