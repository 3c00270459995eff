import { ConfigProvider } from 'antd';
// antd's `App` root styles (text colour, font) without `App` itself, which brings antd's
// message, notification and modal code into the first download (see `FeedbackHost`).
import useAppStyle from 'antd/es/app/style';
import { useContext, type ReactNode } from 'react';

/** The element antd's `App` renders around the pages: same classes, same styles. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>{children}</div>;
}
