import { lazy, Suspense } from 'react';

import { useReauthPrompt } from '@/lib/reauth';

const ReauthModal = lazy(() =>
  import('./ReauthModal').then((module) => ({ default: module.ReauthModal })),
);

/** Shows the re-authentication dialog while a call waits for it; render once, app-wide. */
export function ReauthHost() {
  const prompt = useReauthPrompt();
  return prompt ? (
    <Suspense fallback={null}>
      <ReauthModal prompt={prompt} />
    </Suspense>
  ) : null;
}
