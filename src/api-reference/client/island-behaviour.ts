/**
 * What a reader can do inside an island (../island.ts), whose HTML React does not manage: switch
 * tabs, by pointer or keyboard, and keep the chosen sample language across pages. The same code runs
 * on the HTML the server wrote and on HTML fetched after a client-side navigation.
 *
 * Two tab layouts meet here. The code samples' strips (./ApiSamples.tsx) name their panels with
 * `aria-controls`. The API theme's tabs (responses, media types, schema and example) do not: their
 * panels are the `[role=tabpanel]` children of the group's `.margin-top--md` box, in tab order, which
 * is how the theme renders every tab group; `panelsOf` finds them and returns nothing when the layout
 * changes, and tests/e2e/api.test.ts clicks through every group of a page to catch that.
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
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}

/** Selects the remembered sample language in an island, if it offers it. */
export function selectRememberedLanguage(root: HTMLElement, languageSlot: SlotStorage): void {
  const stored = languageSlot.get();
  const remembered = stored ? languageTab(root, stored) : undefined;
  if (remembered) selectTab(remembered);
}
