import type { MenuRoute } from '@/api/types';
import { menuAncestors } from '@/utils/menu';

/** What the navigation shows, built from the server menu and the page registry. */
export type NavNode =
  | { kind: 'page'; key: string; path: string; title: string; icon: string }
  | { kind: 'link'; key: string; href: string; title: string; icon: string }
  | { kind: 'group'; key: string; title: string; icon: string; children: NavNode[] };

const GROUP_PREFIX = 'group:';

/** A link entry (`meta.isLink`) points elsewhere: its `path` is the address (http/https only). */
function externalHref(route: MenuRoute): string | null {
  return route.meta.isLink && /^https?:\/\//i.test(route.path) ? route.path : null;
}

/**
 * Visible entries only: hidden routes are dropped, and so are entries whose
 * page is not registered yet (unless they still have visible children, then
 * they become a group). A registered entry with visible children becomes a
 * group whose first item is the entry's own page.
 */
export function buildNavTree(
  menu: readonly MenuRoute[],
  isRegistered: (path: string) => boolean,
): NavNode[] {
  const nodes: NavNode[] = [];
  for (const route of menu) {
    if (route.meta.isHide) continue;
    const { title, icon } = route.meta;
    const href = externalHref(route);
    if (href) {
      nodes.push({ kind: 'link', key: route.path, href, title, icon });
      continue;
    }
    const children = buildNavTree(route.children ?? [], isRegistered);
    const page: NavNode | null = isRegistered(route.path)
      ? { kind: 'page', key: route.path, path: route.path, title, icon }
      : null;
    if (children.length > 0) {
      nodes.push({
        kind: 'group',
        key: `${GROUP_PREFIX}${route.path}`,
        title,
        icon,
        children: page ? [page, ...children] : children,
      });
    } else if (page) {
      nodes.push(page);
    }
  }
  return nodes;
}

function collectKeys(nodes: readonly NavNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.key);
    if (node.kind === 'group') collectKeys(node.children, into);
  }
  return into;
}

/**
 * Which navigation item to highlight for `pathname` and which groups to open.
 * A hidden page (e.g. device details) highlights its nearest visible ancestor.
 */
export function navSelection(
  menu: readonly MenuRoute[],
  nav: readonly NavNode[],
  pathname: string,
): { selectedKeys: string[]; openKeys: string[] } {
  const keys = collectKeys(nav);
  const chain = menuAncestors(menu, pathname).map((route) => route.path);
  const selected = [...chain].reverse().find((path) => keys.has(path));
  const openKeys = chain.map((path) => `${GROUP_PREFIX}${path}`).filter((key) => keys.has(key));
  return { selectedKeys: selected ? [selected] : [], openKeys };
}
