/**
 * Where Mantine's portals render (tooltips, menus, popovers, select and date dropdowns): one
 * labelled region at the end of <body>. A portal appended to <body> on its own sits outside
 * every landmark, so an open tooltip or menu failed axe's `region` rule on whichever page
 * showed it, depending on where the pointer happened to rest. Kept outside the layouts so that
 * stacking and clipping are what they were, and made once, before any portal asks for it.
 */
export const OVERLAY_ROOT_ID = 'overlays';
export const OVERLAY_ROOT_LABEL = 'Pop-ups';

export function overlayRoot(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  const existing = document.getElementById(OVERLAY_ROOT_ID);
  if (existing) return existing;
  const root = document.createElement('div');
  root.id = OVERLAY_ROOT_ID;
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', OVERLAY_ROOT_LABEL);
  document.body.appendChild(root);
  return root;
}
