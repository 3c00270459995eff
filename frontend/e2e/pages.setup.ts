import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test as setup, type APIRequestContext } from '@playwright/test';

import { PERSONAS, SAMPLES_PATH, storageStatePath, type Persona } from './personas';
import { NEAR, SAMPLE_COMPANY, type OwnLinks, type Samples } from './samples';
import {
  DEMO_PASSWORD,
  apiSignIn,
  manage,
  outboxLinks,
  outboxNow,
  uniqueName,
  type Session,
} from './support';

type Paged<T> = { items: T[] };

/**
 * Where dave's company (`SAMPLE_COMPANY`) invites each persona: carol by phone, as her mail
 * is read by other tests.
 */
const INVITED: Record<string, string> = {
  alice: 'alice@demo.local',
  bob: 'bob@demo.local',
  carol: '+8613800000003',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function read<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: bearer(token) });
  expect(response.status(), url).toBe(200);
  return (await response.json()).data as T;
}

async function write<T>(
  request: APIRequestContext,
  url: string,
  token: string | null,
  data: object,
): Promise<T> {
  const response = await request.post(url, { headers: token ? bearer(token) : {}, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()).data as T;
}

/** The session of `personal` switched to its company named `name`. */
async function switchTo(
  request: APIRequestContext,
  personal: Session,
  name: string,
): Promise<Session> {
  const companies = await read<Paged<{ id: string; name: string }>>(
    request,
    '/api/iam/v1/sme',
    personal.token,
  );
  const company = companies.items.find((item) => item.name === name)!;
  return write<Session>(request, '/api/iam/v1/switch', personal.token, { sme_id: company.id });
}

/** The persona's session: signed in, then switched to its company when it acts for one. */
async function sessionOf(request: APIRequestContext, persona: Persona): Promise<Session> {
  const personal = await apiSignIn(request, persona.account!);
  if (!persona.company) return personal;
  const session = await switchTo(request, personal, persona.company);
  expect(session.userType).toBe(persona.userType);
  return session;
}

/**
 * The store app `slug` and its install on `device` (installed now if it is not yet; no agent
 * answers, so it stays under way, then fails).
 */
async function installedOn(
  request: APIRequestContext,
  token: string,
  device: number,
  slug: string,
  config: object,
): Promise<{ storeApp: number; installed: number }> {
  const apps = await read<Paged<{ id: number; slug: string }>>(
    request,
    `/api/rmp/v1/store/apps?q=${encodeURIComponent(slug.replace('-', ' '))}`,
    token,
  );
  const app = apps.items.find((item) => item.slug === slug)!.id;
  const installed = await read<Paged<{ id: number; app: { id: number } }>>(
    request,
    `/api/cim/v1/apps?device_id=${device}`,
    token,
  );
  const found = installed.items.find((item) => item.app.id === app)?.id;
  if (found !== undefined) return { storeApp: app, installed: found };
  const made = await write<{ id: number }>(request, '/api/cim/v1/apps/install', token, {
    device_id: device,
    app_id: app,
    config,
  });
  return { storeApp: app, installed: made.id };
}

/**
 * dave's company, which invites the signed-in personas (the join page shows an invitation to
 * each); answers its admin session.
 */
async function invitingCompany(request: APIRequestContext): Promise<Session> {
  // Its own sign-in: switching to the company ends the session switched from.
  const dave = await apiSignIn(request, 'dave');
  const companies = await read<Paged<{ name: string }>>(request, '/api/iam/v1/sme', dave.token);
  if (!companies.items.some((company) => company.name === SAMPLE_COMPANY)) {
    const response = await request.post('/api/iam/v1/sme', {
      headers: bearer(dave.token),
      multipart: { name: SAMPLE_COMPANY },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return switchTo(request, dave, SAMPLE_COMPANY);
}

/**
 * The links the setup has mailed, read from the outbox: per persona a new account's first
 * e-mail verification link and the invitation to dave's company; dave's password reset link.
 */
async function mailedLinks(
  request: APIRequestContext,
): Promise<{ verify: Record<string, string>; join: Record<string, string>; reset: string }> {
  const since = outboxNow();
  const newcomers: Record<string, string> = {};
  for (const persona of PERSONAS) {
    const name = uniqueName('pagecheck');
    newcomers[persona.name] = `${name}@example.com`;
    await write(request, '/api/iam/v1/register', null, {
      name,
      email: newcomers[persona.name],
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      agreement: true,
    });
  }
  const company = await invitingCompany(request);
  for (const address of Object.values(INVITED)) {
    await write(request, '/api/iam/v1/sme/invite', company.token, { account: address });
  }
  await write(request, '/api/iam/v1/forget-password/email/send', null, {
    email: 'dave@demo.local',
  });

  const links = await outboxLinks(
    [...Object.values(newcomers), ...Object.values(INVITED), 'dave@demo.local'],
    since,
  );
  const byPersona = (addresses: Record<string, string>) =>
    Object.fromEntries(Object.entries(addresses).map(([name, to]) => [name, links[to]]));
  return {
    verify: byPersona(newcomers),
    join: byPersona(INVITED),
    reset: links['dave@demo.local'],
  };
}

/**
 * /pc-web as the desktop client opens it, handing over dave's session, `count` times: a
 * handed access token forks once, so each is a new one (refreshed, no new sign-in).
 */
async function desktopHandOvers(
  request: APIRequestContext,
  dave: Session,
  count: number,
): Promise<string[]> {
  const urls: string[] = [];
  let handed = dave;
  for (let index = 0; index < count; index += 1) {
    const response = await request.get('/api/iam/v1/refresh', {
      headers: bearer(handed.refresh_token),
    });
    expect(response.status()).toBe(200);
    handed = (await response.json()).data as Session;
    const query = new URLSearchParams({
      token: handed.token,
      refresh_token: handed.refresh_token,
      expire: String(handed.access_token_expire),
      email: 'dave@demo.local',
      user_type: handed.userType,
      sme_id: handed.smeId,
      lang: 'en',
      pc_mode: '1',
      redirect: '/account',
    });
    urls.push(`/pc-web?${query}`);
  }
  return urls;
}

setup('sign each persona in once and make the sample rows', async ({ request, baseURL }) => {
  setup.setTimeout(120_000);
  mkdirSync(path.dirname(SAMPLES_PATH), { recursive: true });
  // The demo rows as seeded (alice's Z-BOX, which no agent keeps alive, online again); the
  // market's demo providers list their apps, all of them now, before any journey: a market
  // region shows its newest listings, so a journey's listing made later stays in view.
  await manage('seed_demo');
  await manage('seed_market', '20');
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

  // alice's seeded Z-BOX with Jupyter Lab and Home Assistant, a lite app, on it.
  const alice = tokens.alice!;
  const devices = await read<Paged<{ id: number }>>(request, '/api/cim/v1/devices', alice);
  const device = devices.items[0].id;
  const jupyter = await installedOn(request, alice, device, 'jupyter-lab', {
    token: 'sample-token-1234',
  });
  const lite = await installedOn(request, alice, device, 'home-assistant', {});
  // Demo Co's Z-BOX and the Ollama on it, which carol may use.
  const companyDevices = await read<Paged<{ id: number }>>(
    request,
    '/api/cim/v1/devices',
    tokens.bob!,
  );
  const companyDevice = companyDevices.items[0].id;
  const carolsApps = await read<Paged<{ id: number }>>(request, '/api/cim/v1/apps', tokens.carol!);
  const companyApp = carolsApps.items[0].id;
  // A demo provider's listing (`seed_market`): the journeys running beside the page check
  // list and unlist their own boxes' apps around the same point.
  const listings = await read<Paged<{ id: number; name: string; provider_name: string }>>(
    request,
    `/api/rmp/v1/market/applications?near=${NEAR}&limit=100`,
    alice,
  );
  const demo = listings.items.find((item) => /-compute-\d+$/.test(item.provider_name));
  if (!demo) throw new Error('seed_market listed no demo provider near the sample point');
  const listing = { id: demo.id, name: demo.name };
  // alice's ended rental of bob's app (seed_demo): its panel offers a dispute.
  const rentals = await read<Paged<{ id: number; status: string }>>(
    request,
    '/api/rmp/v1/rentals?role=renter&status=ended',
    alice,
  );
  const rental = rentals.items[0]?.id;
  if (rental === undefined) throw new Error('seed_demo left alice no ended rental');

  // dave (in no persona's company) invites the personas to his, and hands a session over.
  const mailed = await mailedLinks(request);
  const handOvers = await desktopHandOvers(
    request,
    await apiSignIn(request, 'dave'),
    PERSONAS.length,
  );
  const links: Record<string, OwnLinks> = {};
  PERSONAS.forEach((persona, index) => {
    links[persona.name] = {
      emailVerified: mailed.verify[persona.name],
      pcWeb: handOvers[index],
      joinCompany: mailed.join[persona.name],
    };
  });
  const samples: Samples = {
    storeApp: jupyter.storeApp,
    device,
    installedApp: jupyter.installed,
    liteApp: lite.installed,
    companyDevice,
    companyApp,
    listing,
    rental,
    resetPassword: mailed.reset,
    links,
  };
  writeFileSync(SAMPLES_PATH, JSON.stringify(samples));
});
