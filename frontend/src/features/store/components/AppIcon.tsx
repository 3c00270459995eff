import type { StoreApp } from '@/api/types';

/** Hue 0-359 from the slug, so an app keeps its colour. */
export function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** Up to two letters: the first of the first two words, else the first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length > 1
      ? [...words[0]!].slice(0, 1).concat([...words[1]!].slice(0, 1))
      : [...words[0]!].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** The app's icon, or its initials on a square coloured from the slug. */
export function AppIcon({
  app,
  size = 48,
}: {
  app: Pick<StoreApp, 'name' | 'slug' | 'icon'>;
  size?: number;
}) {
  const box = { width: size, height: size, borderRadius: size / 5, flex: 'none' } as const;
  if (app.icon) return <img src={app.icon} alt="" style={{ ...box, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden
      data-testid="app-initials"
      style={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        // Dark enough for white initials at 4.5:1 whatever the hue.
        background: `hsl(${hueOf(app.slug)}, 55%, 28%)`,
        color: '#fff',
        fontWeight: 600,
        fontSize: size * 0.4,
      }}
    >
      {initialsOf(app.name)}
    </span>
  );
}
