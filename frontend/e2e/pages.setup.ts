import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test as setup, type APIRequestContext } from '@playwright/test';

import { PERSONAS, SAMPLES_PATH, storageStatePath, type Persona, type Samples } from './personas';
import { apiSignIn, manage, type Session } from './support';

async function read<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
}

/** The persona's session: signed in, then switched to its company when it acts for one. */
async function sessionOf(request: APIRequestContext, persona: Persona): Promise<Session> {
  const personal = await apiSignIn(request, persona.account!);
  if (!persona.company) return personal;
  const companies = await read<{ items: { id: string; name: string }[] }>(
    request,
    '/api/iam/v1/sme',
    personal.token,
  );
  const company = companies.items.find((item) => item.name === persona.company)!;
  const response = await request.post('/api/iam/v1/switch', {
    headers: { Authorization: `Bearer ${personal.token}` },
    data: { sme_id: company.id },
  });
  expect(response.status()).toBe(200);
  const session = (await response.json()).data as Session;
  expect(session.userType).toBe(persona.userType);
  return session;
}

setup('sign each persona in once and make the sample rows', async ({ request, baseURL }) => {
  mkdirSync(path.dirname(SAMPLES_PATH), { recursive: true });
  // The demo rows as seeded: alice's Z-BOX, which no agent keeps alive, is online again
  // however long the journeys ran before this.
  manage('seed_demo');
  const tokens: Record<string, string> = {};
  for (const persona of PERSONAS) {
    const file = storageStatePath(persona);
    if (!persona.account || !file) continue;
    const session = await sessionOf(request, persona);
    tokens[persona.name] = session.token;
    const state = {
      cookies: [],
      origins: [
        {
          origin: baseURL!,
          localStorage: [{ name: 'zc.session', value: JSON.stringify(session) }],
        },
      ],
    };
    writeFileSync(file, JSON.stringify(state));
  }

  // alice's seeded Z-BOX with Jupyter Lab on it (an install under way: no agent answers).
  type Paged<T> = { items: T[] };
  const apps = await read<Paged<{ id: number; slug: string }>>(
    request,
    '/api/rmp/v1/store/apps?q=jupyter',
    tokens.alice!,
  );
  const storeApp = apps.items.find((app) => app.slug === 'jupyter-lab')!.id;
  const devices = await read<Paged<{ id: number }>>(request, '/api/cim/v1/devices', tokens.alice!);
  const device = devices.items[0].id;
  const installed = await read<Paged<{ id: number; app: { id: number } }>>(
    request,
    `/api/cim/v1/apps?device_id=${device}`,
    tokens.alice!,
  );
  let installedApp = installed.items.find((item) => item.app.id === storeApp)?.id;
  if (installedApp === undefined) {
    const response = await request.post('/api/cim/v1/apps/install', {
      headers: { Authorization: `Bearer ${tokens.alice!}` },
      data: { device_id: device, app_id: storeApp, config: { token: 'sample-token-1234' } },
    });
    expect(response.status()).toBe(200);
    installedApp = (await response.json()).data.id as number;
  }
  // Demo Co's Z-BOX and the Ollama on it, which carol may use.
  const companyDevices = await read<Paged<{ id: number }>>(
    request,
    '/api/cim/v1/devices',
    tokens.bob!,
  );
  const companyDevice = companyDevices.items[0].id;
  const carolsApps = await read<Paged<{ id: number }>>(request, '/api/cim/v1/apps', tokens.carol!);
  const companyApp = carolsApps.items[0].id;
  const samples: Samples = { storeApp, device, installedApp, companyDevice, companyApp };
  writeFileSync(SAMPLES_PATH, JSON.stringify(samples));
});
