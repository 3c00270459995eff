import { useState } from 'react';

import { errorText } from '@/api/errorText';
import { NetworkError } from '@/api/errors';

/**
 * A secret read only when the person asks for it ("Show") and forgotten on "Hide": the SSH
 * and gateway cards. A network failure is left to the app's offline notice.
 */
export function useSecretOnDemand<T>(read: () => Promise<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const show = async () => {
    setError(null);
    setLoading(true);
    try {
      setValue(await read());
    } catch (failure) {
      if (!(failure instanceof NetworkError)) setError(errorText(failure));
    } finally {
      setLoading(false);
    }
  };

  return { value, loading, error, show, hide: () => setValue(null) };
}
