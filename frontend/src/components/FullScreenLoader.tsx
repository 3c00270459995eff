import { LoadingStatus } from './Spinner';

/** Shown while the first route (and the menu) loads. */
export function FullScreenLoader() {
  return (
    <LoadingStatus large style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} />
  );
}
