export interface VisitedView {
  path: string;
  title: string;
  /** Affixed views (Home) cannot be closed. */
  affix: boolean;
}

export const HOME_VIEW: VisitedView = { path: '/dashboard', title: 'nav.home', affix: true };

/** The views after a visit: a new path is appended, a known one keeps its place. */
export function visit(views: VisitedView[], view: VisitedView): VisitedView[] {
  return views.some((v) => v.path === view.path)
    ? views.map((v) => (v.path === view.path ? { ...v, title: view.title } : v))
    : [...views, view];
}

export function closeView(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path !== path);
}

export function closeOthers(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === path);
}

export function closeAll(views: VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/** Where to go after closing the active view: its right neighbour, else its left one. */
export function nextAfterClosing(views: VisitedView[], path: string): string {
  const index = views.findIndex((v) => v.path === path);
  return (views[index + 1] ?? views[index - 1] ?? HOME_VIEW).path;
}
