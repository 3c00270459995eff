import { WechatOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { ApiError, NetworkError } from '@/api/errors';
import { ErrorAlert } from '@/components/form/Field';
import { PlainButton } from '@/components/PlainButton';
import { goToExternal } from '@/lib/navigation';
import { QUERY_PARAMS } from '@/constants';

import { fetchWechatLoginUrl } from '../api';
import { signInMessages as m } from '../signInMessages';
import { rememberWechatRedirect } from '../wechat';
import styles from './hint.module.css';

/** The "WeChat" tab: off to WeChat's authorisation page, back at /auth/wechat/callback. */
export function WechatSignIn() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    setLeaving(true);
    try {
      const { url } = await fetchWechatLoginUrl();
      rememberWechatRedirect(params.get(QUERY_PARAMS.redirect));
      goToExternal(url);
    } catch (failure) {
      setLeaving(false);
      if (failure instanceof ApiError) setError(failure.msg);
      // A network error was already announced by the client.
      else if (!(failure instanceof NetworkError)) throw failure;
    }
  };

  return (
    <Flex vertical gap={16}>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div className={styles.hint}>{intl.formatMessage(m.wechatIntro)}</div>
      <PlainButton
        type="primary"
        block
        icon={<WechatOutlined aria-hidden />}
        loading={leaving}
        onClick={() => void start()}
      >
        {intl.formatMessage(m.wechatButton)}
      </PlainButton>
    </Flex>
  );
}
