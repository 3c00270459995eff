import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Who the page check loads each page as: a visitor, and one signed-in person per user type. */
export interface Persona {
  name: string;
  /** The demo account it signs in with (`seed_demo`); null for a visitor. */
  account: string | null;
  /** The pages it may open: the table's public pages for a visitor, else its user type's. */
  userType: 'user' | 'admin' | 'member' | null;
}

// The companies issue adds `admin` (bob, a company owner) and `member` (carol), one line each.
export const PERSONAS: readonly Persona[] = [
  { name: 'visitor', account: null, userType: null },
  { name: 'alice', account: 'alice', userType: 'user' },
];

const STATE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'var',
  'e2e-state',
);

/** The saved sign-in (Playwright `storageState`) of a persona, written once by the setup. */
export function storageStatePath(persona: Persona): string | undefined {
  return persona.account ? path.join(STATE_DIR, `${persona.name}.json`) : undefined;
}

/** The sample ids of the `:id` pages, made by the setup (see `pages.setup.ts`). */
export const SAMPLES_PATH = path.join(STATE_DIR, 'samples.json');

/** The ids the `:id` pages (and /devices/details) are loaded with. */
export interface Samples {
  storeApp: number;
  device: number;
  installedApp: number;
}
