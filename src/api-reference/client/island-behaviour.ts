/**
 * What a reader can do inside an island (../island.ts), whose HTML React does not manage: switch
 * tabs, by pointer or keyboard, keep the chosen sample language across pages, and copy a code block
 * (sample or response example) with the button docs pages' code blocks have. The same code runs
 * on the HTML the server wrote and on HTML fetched after a client-side navigation.
 *
 * Two tab layouts meet here. The code samples' strips (./ApiSamples.tsx) name their panels with
 * `aria-controls`. The API theme's tabs (responses, media types, schema and example) do not: their
 * panels are the `[role=tabpanel]` children of the group's `.margin-top--md` box, in tab order, which
 * is how the theme renders every tab group; `panelsOf` finds them and returns nothing when the layout
 * changes. That layout is a reach (src/reaches.ts, `islandTabs`: the build stops when the theme's files change),
 * and tests/e2e/api.test.ts clicks through every group of a page.
 */

/** Storage slot of the selected sample language, shared with the explorer's code tabs (group "code-samples"). */
export const SAMPLE_LANGUAGE_SLOT = 'docusaurus.tab.code-samples';

/** Marks the language strip of the samples, whose choice is remembered. */
export const LANGUAGE_STRIP = 'data-sample-languages';

export interface SlotStorage {
  get: () => string | null;
  set: (value: string) => void;
}

function tabsOf(tablist: Element): HTMLElement[] {
  return Array.from(tablist.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
}

/** The panels of a tab strip, in tab order; empty when none can be matched to its tabs. */
export function panelsOf(tablist: Element): HTMLElement[] {
  const tabs = tabsOf(tablist);
  const controlled = tabs.map((tab) => {
    const id = tab.getAttribute('aria-controls');
    return id ? tablist.ownerDocument.getElementById(id) : null;
  });
  if (controlled.every((panel): panel is HTMLElement => panel !== null)) return controlled;
  for (let group = tablist.parentElement, depth = 0; group && depth < 4; group = group.parentElement, depth += 1) {
    const panels = Array.from(group.querySelectorAll<HTMLElement>(':scope > .margin-top--md > [role="tabpanel"]'));
    if (panels.length > 0) return panels.length === tabs.length ? panels : [];
  }
  return [];
}

/** Selects a tab: its strip's state and which panel shows. */
export function selectTab(tab: HTMLElement): void {
  const tablist = tab.closest('[role="tablist"]');
  if (!tablist) return;
  const tabs = tabsOf(tablist);
  const panels = panelsOf(tablist);
  tabs.forEach((candidate, index) => {
    const selected = candidate === tab;
    candidate.setAttribute('aria-selected', String(selected));
    candidate.tabIndex = selected ? 0 : -1;
    candidate.classList.toggle('active', selected);
    const panel = panels[index];
    if (panel) panel.hidden = !selected;
  });
}

/** The language tab for `language` in a samples strip, if there is one. */
function languageTab(root: HTMLElement, language: string): HTMLElement | undefined {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${LANGUAGE_STRIP}] > [role="tab"]`)).find(
    (tab) => tab.dataset.value === language,
  );
}

/** What marks an island's element (./Island.tsx): the behaviour below applies inside it only. */
export const ISLAND_ATTRIBUTE = 'data-api-island';

function tabInIsland(event: Event): HTMLElement | null {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"]') ?? null;
  return tab?.closest(`[${ISLAND_ATTRIBUTE}]`) ? tab : null;
}

/**
 * Makes the tabs of every island work, now and after any navigation: one listener on the document,
 * installed as the page's scripts start (a client module, ../build/plugin.ts), before React
 * hydrates, so that a click that comes early is not lost. Returns the function that removes it.
 */
export function installIslandBehaviour(document: Document, languageSlot: SlotStorage): () => void {
  const choose = (tab: HTMLElement): void => {
    selectTab(tab);
    if (tab.parentElement?.hasAttribute(LANGUAGE_STRIP) && tab.dataset.value) languageSlot.set(tab.dataset.value);
  };
  const onClick = (event: MouseEvent): void => {
    const copy = (event.target as Element | null)?.closest?.<HTMLElement>(`.${COPY_BUTTON}`);
    if (copy?.closest(`[${ISLAND_ATTRIBUTE}]`)) {
      copyFrom(copy);
      return;
    }
    const tab = tabInIsland(event);
    if (tab) choose(tab);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const tab = tabInIsland(event);
    if (!tab?.parentElement) return;
    const tabs = tabsOf(tab.parentElement);
    const at = tabs.indexOf(tab);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
    else if (event.key === 'ArrowLeft') next = tabs[(at - 1 + tabs.length) % tabs.length];
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(tab);
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  for (const island of Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))) addCopyButtons(island);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}

/*
 * Copy buttons. The classic theme renders a code block's buttons in the browser only (BrowserOnly), so
 * the server HTML of an island has none and React never renders them there. `addCopyButtons` puts the
 * same control in that HTML: a button after each block's <pre>, labelled and titled as the theme's, in
 * its corner, hidden until the block is hovered or the button has focus (api-theme.css), "Copied" for 1 s.
 */

/** The class of an island's copy button; `COPY_BUTTON_COPIED` marks it for a second after a copy. */
export const COPY_BUTTON = 'api-copy-button';
export const COPY_BUTTON_COPIED = 'api-copy-button--copied';
const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';
const COPIED_FOR_MS = 1000;

const SVG_NS = 'http://www.w3.org/2000/svg';

function icon(document: Document, className: string, path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', className);
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('fill', 'currentColor');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

// Two sheets, one over the other; a tick.
const COPY_ICON = [
  'M16 2H6a2 2 0 0 0-2 2v12h2V4h10V2z',
  'm3 4H10a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2z',
  'm0 14h-9V8h9v12z',
].join('');
const COPIED_ICON = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z';

/** Adds a copy button to every code block in `root` that has none (idempotent: HTML can be set again). */
export function addCopyButtons(root: ParentNode): void {
  for (const pre of Array.from(root.querySelectorAll<HTMLElement>('.theme-code-block pre'))) {
    const holder = pre.parentElement;
    if (!holder || holder.querySelector(`:scope > .${COPY_BUTTON}`)) continue;
    const document = pre.ownerDocument;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `clean-btn ${COPY_BUTTON}`;
    button.title = 'Copy';
    button.setAttribute('aria-label', COPY_LABEL);
    const icons = document.createElement('span');
    icons.className = 'api-copy-button__icons';
    icons.setAttribute('aria-hidden', 'true');
    icons.append(
      icon(document, 'api-copy-button__icon', COPY_ICON),
      icon(document, 'api-copy-button__success', COPIED_ICON),
    );
    button.append(icons);
    holder.append(button);
  }
}

/** A code block's text as the reader sees it, one line per line of the block. */
export function codeOf(pre: Element): string {
  const lines = Array.from(pre.querySelectorAll('.token-line'));
  const text =
    lines.length > 0
      ? lines.map((line) => (line.textContent ?? '').replace(/\r?\n$/, '')).join('\n')
      : (pre.textContent ?? '');
  return text.replace(/\s+$/, '');
}

async function writeClipboard(document: Document, text: string): Promise<void> {
  const clipboard = document.defaultView?.navigator.clipboard;
  if (clipboard) return clipboard.writeText(text);
  // Outside secure contexts (plain HTTP on a local network) the clipboard API is missing.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
  return undefined;
}

/** Copies the code of the block a copy button belongs to, and says so on the button for a second. */
export function copyFrom(button: HTMLElement): void {
  const pre = button.parentElement?.querySelector(':scope > pre');
  if (!pre) return;
  const document = button.ownerDocument;
  void writeClipboard(document, codeOf(pre)).then(() => {
    button.classList.add(COPY_BUTTON_COPIED);
    button.setAttribute('aria-label', COPIED_LABEL);
    document.defaultView?.setTimeout(() => {
      button.classList.remove(COPY_BUTTON_COPIED);
      button.setAttribute('aria-label', COPY_LABEL);
    }, COPIED_FOR_MS);
  });
}

/** Selects the remembered sample language in an island, if it offers it. */
export function selectRememberedLanguage(root: HTMLElement, languageSlot: SlotStorage): void {
  const stored = languageSlot.get();
  const remembered = stored ? languageTab(root, stored) : undefined;
  if (remembered) selectTab(remembered);
}
