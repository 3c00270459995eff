/** The store's display types, apart from their labels (light enough for a route's prefetch). */
import type { StoreDisplayType } from '@/api/types';

export const DISPLAY_TYPES: readonly StoreDisplayType[] = [
  'desktop',
  'lite_app',
  'nas',
  'ai_compute',
  'server',
  'remote_desktop',
  'ai_server',
];

export function isDisplayType(value: unknown): value is StoreDisplayType {
  return DISPLAY_TYPES.includes(value as StoreDisplayType);
}
