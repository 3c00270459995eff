/** Data shared by the device pages' tests. */
import type { MenuRoute, Page } from '@/api/types';
import { makeProfile } from '@/test/fixtures';
import { cimRoutes, iamRoutes, ok, type RouteHandler } from '@/test/http';

import { makeDeviceId } from '../deviceId';
import type { Device, DeviceDetail, Plan } from '../types';

const GIB = 1024 ** 3;

const route = (path: string, title: string, icon = '', children?: MenuRoute[]): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide: !['/app', '/devices', '/account'].includes(path), isLink: false },
  ...(children ? { children } : {}),
});

/** What the server menu gives an individual or a company owner, as far as these pages care. */
export const DEVICES_MENU: MenuRoute[] = [
  route('/app', 'MyApps', 'AppstoreOutlined'),
  route('/devices', 'MyDevices', 'DesktopOutlined', [
    route('/devices/link', 'LinkDevice'),
    route('/devices/details', 'DeviceDetails'),
    route('/devices/zcloud/create', 'CreateCloud'),
  ]),
  route('/account', 'account', 'UserOutlined'),
];

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

export const DEVICE_ID = makeDeviceId('7K3MQ9TZABC');

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 5,
    device_id: DEVICE_ID,
    name: 'Studio box',
    kind: 'zbox',
    status: 'online',
    tier: 'high',
    cpu_cores: 8,
    memory_bytes: 16 * GIB,
    disk_bytes: 512 * GIB,
    gpus: [{ name: 'RTX 4090', passthrough: true, vram_bytes: 24 * GIB }],
    usage: { cpu: 42, memory: 63.5, disk: 20, gpu: 91 },
    location: null,
    region: null,
    last_seen_at: '2026-03-01T10:00:00Z',
    created_at: '2026-01-02T10:00:00Z',
    plan: null,
    servers: [],
    allowed_actions: ['stop', 'restart'],
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<DeviceDetail> = {}): DeviceDetail {
  return {
    ...makeDevice(),
    history: [
      {
        old_status: 'offline',
        new_status: 'online',
        reason: 'Heartbeat received',
        error_code: null,
        detail: null,
        created_at: '2026-03-01T09:00:00Z',
      },
      {
        old_status: 'online',
        new_status: 'offline',
        reason: 'No heartbeat for 3 minutes',
        error_code: null,
        detail: null,
        created_at: '2026-02-28T09:00:00Z',
      },
    ],
    ...overrides,
  };
}

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: 'Basic 4C',
    cpu_cores: 4,
    memory_bytes: 8 * GIB,
    disk_bytes: 100 * GIB,
    bandwidth_mbps: 100,
    gpu_memory_bytes: 0,
    price_per_hour: '1.50',
    first_hold: '1.50',
    ...overrides,
  };
}

/**
 * The device API (`cim`, with no apps installed unless `table` says otherwise) plus the menu
 * and profile the signed-in frame reads.
 */
export function devicesApi(
  table: Record<string, RouteHandler>,
  menu: MenuRoute[] = DEVICES_MENU,
  iam: Record<string, RouteHandler> = {},
) {
  return cimRoutes(
    { 'GET apps': () => ok(page([])), ...table },
    iamRoutes({
      'GET menu': () => ok(menu),
      'GET account/profile': () => ok(makeProfile()),
      ...iam,
    }),
  );
}
