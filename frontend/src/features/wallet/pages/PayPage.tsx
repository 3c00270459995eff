import { Flex } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';

import { PageHeader } from '@/components/PageHeader';

import { DepositForm } from '../components/DepositForm';
import { DepositResult } from '../components/DepositResult';
import { DEPOSIT_PARAM } from '../paths';
import { payMessages as m } from '../messages';

/** /wallet/pay: a new deposit, or with `?deposit=<id>` the result of one. */
export default function PayPage() {
  const [params] = useSearchParams();
  const deposit = params.get(DEPOSIT_PARAM);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <PageHeader style={{ margin: 0 }}>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      {deposit ? <DepositResult key={deposit} id={deposit} /> : <DepositForm />}
    </Flex>
  );
}
