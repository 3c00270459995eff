/** Data shared by the apps pages' tests. */
import type { MenuRoute, Page, StoreAppDetail } from '@/api/types';
import { DEVICES_MENU } from '@/features/devices/pages/testData';
import { makeDetail as makeStoreDetail } from '@/features/store/pages/testData';
import { makeProfile } from '@/test/fixtures';
import { cimRoutes, iamRoutes, ok, rmpRoutes, type RouteHandler } from '@/test/http';

import type { InstallTarget, InstalledApp, InstalledAppDetail } from '../types';

export const GIB = 1024 ** 3;

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

export function makeInstalledApp(overrides: Partial<InstalledApp> = {}): InstalledApp {
  return {
    id: 12,
    access: 'own',
    app: {
      id: 3,
      slug: 'stable-diffusion',
      name: 'Stable Diffusion',
      icon: '',
      display_type: 'ai_compute',
    },
    device: {
      id: 5,
      device_id: '7K3M-Q9TZ-ABCD',
      name: 'Studio box',
      kind: 'zbox',
      status: 'online',
    },
    version: '2.1.0',
    status: 'running',
    allowed_actions: ['stop', 'restart', 'suspend', 'snapshot'],
    sharing_mode: 'manual',
    rentable: false,
    price_per_hour: '0.00',
    start_after_install: true,
    is_lite_app: false,
    has_ai_api: true,
    has_gateway: false,
    has_ssh: true,
    installed_at: '2026-03-01T10:00:00Z',
    created_at: '2026-03-01T09:58:00Z',
    updated_at: '2026-03-01T10:01:00Z',
    ...overrides,
  };
}

export function makeAppDetail(overrides: Partial<InstalledAppDetail> = {}): InstalledAppDetail {
  return {
    ...makeInstalledApp(),
    config: { username: 'admin', password: '********', workers: 4, public: false },
    config_schema: makeStoreApp().config_schema,
    lite_space: null,
    platform_fee_percent: '10.00',
    listing_id: null,
    log: [
      {
        old_status: 'starting',
        new_status: 'running',
        reason: 'start: done',
        actor: null,
        error_code: null,
        detail: null,
        created_at: '2026-03-01T10:01:00Z',
      },
      {
        old_status: 'installing',
        new_status: 'installed',
        reason: 'install: done',
        actor: null,
        error_code: null,
        detail: null,
        created_at: '2026-03-01T10:00:00Z',
      },
      {
        old_status: 'not_install',
        new_status: 'installing',
        reason: 'install requested',
        actor: 'Grace Hopper',
        error_code: null,
        detail: null,
        created_at: '2026-03-01T09:58:00Z',
      },
    ],
    ...overrides,
  };
}

export function makeTarget(overrides: Partial<InstallTarget> = {}): InstallTarget {
  return {
    device: {
      id: 5,
      device_id: '7K3M-Q9TZ-ABCD',
      name: 'Studio box',
      kind: 'zbox',
      status: 'online',
    },
    cpu_cores: 8,
    memory_bytes: 32 * GIB,
    disk_bytes: 512 * GIB,
    gpu_vram_bytes: 24 * GIB,
    shortfalls: [],
    installed: false,
    qualifies: true,
    ...overrides,
  };
}

/** The store app being installed: a form with a text, a password, a choice, a number, a switch. */
export function makeStoreApp(overrides: Partial<StoreAppDetail> = {}): StoreAppDetail {
  return makeStoreDetail({
    config_schema: {
      type: 'object',
      properties: {
        username: {
          type: 'string',
          title: 'User name',
          description: 'Signs in to the web UI',
          default: 'admin',
          minLength: 3,
          maxLength: 20,
        },
        password: { type: 'string', title: 'Password', format: 'password', minLength: 8 },
        quality: { type: 'string', title: 'Quality', enum: ['fast', 'best'], default: 'fast' },
        workers: { type: 'integer', title: 'Workers', minimum: 1, maximum: 8, default: 2 },
        public: { type: 'boolean', title: 'Public gallery' },
      },
      required: ['username', 'password', 'workers'],
    },
    ...overrides,
  });
}

/** What the server menu gives an individual: the device pages (app details come with /devices). */
export const APPS_MENU: MenuRoute[] = DEVICES_MENU;

/**
 * The installed-apps API (`cim`) answering `table`, the store (`rmp`) answering `store`, plus
 * the menu and profile the signed-in frame reads.
 */
export function appsApi(
  table: Record<string, RouteHandler>,
  store: Record<string, RouteHandler> = {},
  menu: MenuRoute[] = APPS_MENU,
) {
  return cimRoutes(
    table,
    rmpRoutes(
      store,
      iamRoutes({
        'GET menu': () => ok(menu),
        'GET account/profile': () => ok(makeProfile()),
      }),
    ),
  );
}
