import { createQueryClient } from '@/lib/query';

/** The app's one QueryClient, shared by `early.ts` (the first page's reads) and `main`. */
export const queryClient = createQueryClient();
