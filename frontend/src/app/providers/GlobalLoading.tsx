import { useGlobalLoading } from '@/api/loading';
import { FullscreenSpinner } from '@/components/Spinner';

/** The overlay driven by the API client's request counter. */
export function GlobalLoading() {
  return <FullscreenSpinner spinning={useGlobalLoading()} />;
}
