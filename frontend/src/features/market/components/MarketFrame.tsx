import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { StoreFrame } from '@/features/store';

import { marketMessages as m } from '../messages';
import { MARKET_PATH } from '../paths';

/** The public frame (the store's), its link leading to the market's front page. */
export function MarketFrame({ children }: { children: ReactNode }) {
  return (
    <StoreFrame
      home={
        <Link to={MARKET_PATH}>
          <FormattedMessage {...m.pageTitle} />
        </Link>
      }
    >
      {children}
    </StoreFrame>
  );
}
