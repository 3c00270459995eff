/** What these helpers read of a menu's route: the server's `MenuRoute` is one. */
export interface MenuNode {
  path: string;
  children?: readonly this[];
}

/**
 * Whether `pathname` matches a route `pattern`. Pattern segments written as
 * `:id` or `{id}` match any one non-empty segment; trailing slashes are ignored.
 */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const want = splitPath(pattern);
  const got = splitPath(pathname);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => isParam(segment) || segment === got[i]);
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function isParam(segment: string): boolean {
  return segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));
}

/** Every route of the tree, parents before their children (depth-first). */
export function flattenMenu<R extends MenuNode>(routes: readonly R[]): R[] {
  return routes.flatMap((route) => [route, ...flattenMenu(route.children ?? [])]);
}

/**
 * The chain of routes from the top level down to the route matching
 * `pathname` (inclusive), or an empty array when no route matches.
 */
export function menuAncestors<R extends MenuNode>(routes: readonly R[], pathname: string): R[] {
  for (const route of routes) {
    if (matchesPathPattern(route.path, pathname)) return [route];
    const below = menuAncestors(route.children ?? [], pathname);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}

/** Whether the menu (hidden entries included) grants `pathname`. */
export function menuAllows(routes: readonly MenuNode[], pathname: string): boolean {
  return flattenMenu(routes).some((route) => matchesPathPattern(route.path, pathname));
}
