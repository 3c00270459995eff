import { Spin } from 'antd';

import { useGlobalLoading } from '@/api/loading';

/** The overlay driven by the API client's request counter. */
export function GlobalLoading() {
  const visible = useGlobalLoading();
  return <Spin fullscreen spinning={visible} />;
}
