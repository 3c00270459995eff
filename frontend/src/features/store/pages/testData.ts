/** Data shared by the store pages' tests. */
import type { Page, StoreApp, StoreAppDetail, StoreGroup } from '@/api/types';
import { ok, rmpRoutes, type RouteHandler } from '@/test/http';

export const GIB = 1024 ** 3;

export function makeApp(overrides: Partial<StoreApp> = {}): StoreApp {
  return {
    id: 3,
    slug: 'stable-diffusion',
    name: 'Stable Diffusion',
    summary: 'Text to image on your own GPU',
    display_type: 'ai_compute',
    labels: [{ slug: 'ai', name: 'AI' }],
    icon: '',
    min_cpu_cores: 4,
    min_memory_bytes: 16 * GIB,
    min_disk_bytes: 50 * GIB,
    min_gpu_vram_bytes: 8 * GIB,
    latest_version: '2.1.0',
    ...overrides,
  };
}

export const NAS_APP = makeApp({
  id: 7,
  slug: 'home-nas',
  name: 'Home NAS',
  summary: 'Files for the family',
  display_type: 'nas',
  labels: [{ slug: 'storage', name: 'Storage' }],
  min_cpu_cores: 1,
  min_memory_bytes: 512 * 1024 ** 2,
  min_disk_bytes: 2 * 1024 ** 4,
  min_gpu_vram_bytes: 0,
});

export const GROUPS: StoreGroup[] = [
  { label: { slug: 'ai', name: 'AI' }, apps: [makeApp()] },
  { label: { slug: 'storage', name: 'Storage' }, apps: [NAS_APP] },
];

export function makeDetail(overrides: Partial<StoreAppDetail> = {}): StoreAppDetail {
  return {
    ...makeApp(),
    description: 'First line.\nSecond line.',
    screenshots: [
      { url: '/media/sd-1.png', caption: 'The prompt screen' },
      { url: '/media/sd-2.png', caption: '' },
    ],
    versions: [
      {
        version: '2.1.0',
        notes: 'Faster sampling',
        released_at: '2025-05-02T10:00:00Z',
        is_latest: true,
        runtime_access: 'http',
      },
      {
        version: '2.0.0',
        notes: '',
        released_at: '2025-01-15T10:00:00Z',
        is_latest: false,
        runtime_access: 'ssh',
      },
      {
        version: '1.0.0',
        notes: '',
        released_at: '2024-06-01T10:00:00Z',
        is_latest: false,
        runtime_access: null,
      },
    ],
    config_schema: { type: 'object', properties: {} },
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

/** The store API answering `table`, with the front page's groups by default. */
export function storeApi(table: Record<string, RouteHandler> = {}) {
  return rmpRoutes({ 'GET store/groups': () => ok(GROUPS), ...table });
}
