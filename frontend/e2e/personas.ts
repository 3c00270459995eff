import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Who the page check loads each page as: a visitor, and one signed-in person per user type. */
export interface Persona {
  name: string;
  /** The demo account it signs in with (`seed_demo`); null for a visitor. */
  account: string | null;
  /** The pages it may open: the table's public pages for a visitor, else its user type's. */
  userType: 'user' | 'admin' | 'member' | null;
  /** The seeded company it acts for (switched to after signing in), if any. */
  company?: string;
}

export const PERSONAS: readonly Persona[] = [
  { name: 'visitor', account: null, userType: null },
  { name: 'alice', account: 'alice', userType: 'user' },
  { name: 'bob', account: 'bob', userType: 'admin', company: 'Demo Co' },
  { name: 'carol', account: 'carol', userType: 'member', company: 'Demo Co' },
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

/** The sample rows and links of the pages, made by the setup (see `samples.ts`). */
export const SAMPLES_PATH = path.join(STATE_DIR, 'samples.json');
