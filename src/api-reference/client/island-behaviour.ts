/**
 * What a reader can do inside an island, whose HTML React does not manage: switch tabs, by pointer or keyboard,
 * keep the chosen sample language across pages, and copy a code block with the button docs pages' code blocks
 * have. A client module (../build/plugin.ts): its one listener on the document is installed as the page's scripts
 * start, before React hydrates, so that an early click is not lost, and serves HTML fetched after a navigation too.
 *
 * Two tab layouts meet here. The code samples' strips (./ApiSamples.tsx) name their panels with `aria-controls`.
 * The API theme's tabs (responses, media types, schema and example) do not: their panels are the
 * `[role=tabpanel]` children of the group's `.margin-top--md` box, in tab order; `panelsOf` finds them and
 * returns nothing when the layout changes. That layout is a reach (src/reaches.ts, `islandTabs`).
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ISLAND_ATTRIBUTE} from '../island';

/** The selected sample language, in the storage slot of the API theme's code tabs (their group "code-samples"). */
const languageSlot = createStorageSlot('docusaurus.tab.code-samples');

/** Marks the language strip of the samples, whose choice is remembered. */
export const LANGUAGE_STRIP = 'data-sample-languages';

function tabsOf(tablist: Element): HTMLElement[] {
  return Array.from(tablist.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
}

/** The panels of a tab strip, in tab order; empty when none can be matched to its tabs. */
function panelsOf(tablist: Element): HTMLElement[] {
  const tabs = tabsOf(tablist);
  const controlled = tabs.map((tab) => tablist.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? ''));
  if (controlled.every((panel): panel is HTMLElement => panel !== null)) return controlled;
  for (let group = tablist.parentElement, depth = 0; group && depth < 4; group = group.parentElement, depth += 1) {
    const panels = Array.from(group.querySelectorAll<HTMLElement>(':scope > .margin-top--md > [role="tabpanel"]'));
    if (panels.length > 0) return panels.length === tabs.length ? panels : [];
  }
  return [];
}

/** Selects a tab: its strip's state and which panel shows. */
function selectTab(tab: HTMLElement): void {
  const tablist = tab.closest('[role="tablist"]');
  if (!tablist) return;
  const panels = panelsOf(tablist);
  tabsOf(tablist).forEach((candidate, index) => {
    const selected = candidate === tab;
    candidate.setAttribute('aria-selected', String(selected));
    candidate.tabIndex = selected ? 0 : -1;
    candidate.classList.toggle('active', selected);
    if (panels[index]) panels[index].hidden = !selected;
  });
}

/** The element `selector` finds from an event's target, if it is inside an island. */
function inIsland(event: Event, selector: string): HTMLElement | null {
  const found = (event.target as Element | null)?.closest?.<HTMLElement>(selector) ?? null;
  return found?.closest(`[${ISLAND_ATTRIBUTE}]`) ? found : null;
}

function choose(tab: HTMLElement): void {
  selectTab(tab);
  if (tab.parentElement?.hasAttribute(LANGUAGE_STRIP) && tab.dataset.value) languageSlot.set(tab.dataset.value);
}

function onClick(event: MouseEvent): void {
  const copy = inIsland(event, `.${COPY_BUTTON}`);
  const tab = copy ? null : inIsland(event, '[role="tab"]');
  if (copy) copyFrom(copy);
  else if (tab) choose(tab);
}

function onKeyDown(event: KeyboardEvent): void {
  const tab = inIsland(event, '[role="tab"]');
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
}

/*
 * Copy buttons. The classic theme renders a code block's buttons in the browser only (BrowserOnly), so an
 * island's HTML has none. `addCopyButtons` adds the same control: a button after each block's <pre>, labelled
 * and titled as the theme's, with its icons; api-theme.css gives it the theme's look.
 */
const COPY_BUTTON = 'api-copy-button';
const COPIED = 'api-copy-button--copied';
const COPY_LABEL = 'Copy code to clipboard';
// Two sheets, one over the other; a tick.
const ICONS =
  '<span class="api-copy-button__icons" aria-hidden="true">' +
  '<svg viewBox="0 0 24 24" class="api-copy-button__icon">' +
  '<path fill="currentColor" d="M16 2H6a2 2 0 0 0-2 2v12h2V4h10V2zm3 4H10a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h9a2 2 0 0 0' +
  ' 2-2V8a2 2 0 0 0-2-2zm0 14h-9V8h9v12z"></path></svg>' +
  '<svg viewBox="0 0 24 24" class="api-copy-button__success">' +
  '<path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z"></path></svg></span>';

/** Adds a copy button to every code block in `root` that has none (idempotent: HTML can be set again). */
export function addCopyButtons(root: ParentNode): void {
  for (const pre of Array.from(root.querySelectorAll<HTMLElement>('.theme-code-block pre'))) {
    const holder = pre.parentElement;
    if (!holder || holder.querySelector(`:scope > .${COPY_BUTTON}`)) continue;
    const button = pre.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = `clean-btn ${COPY_BUTTON}`;
    button.title = 'Copy';
    button.setAttribute('aria-label', COPY_LABEL);
    button.innerHTML = ICONS;
    holder.append(button);
  }
}

/** A code block's text as the reader sees it, one line per line of the block. */
function codeOf(pre: Element): string {
  const lines = Array.from(pre.querySelectorAll('.token-line'));
  const text =
    lines.length > 0
      ? lines.map((line) => (line.textContent ?? '').replace(/\r?\n$/, '')).join('\n')
      : (pre.textContent ?? '');
  return text.replace(/\s+$/, '');
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
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
function copyFrom(button: HTMLElement): void {
  const pre = button.parentElement?.querySelector(':scope > pre');
  if (!pre) return;
  void writeClipboard(codeOf(pre)).then(() => {
    button.classList.add(COPIED);
    button.setAttribute('aria-label', 'Copied');
    window.setTimeout(() => {
      button.classList.remove(COPIED);
      button.setAttribute('aria-label', COPY_LABEL);
    }, 1000);
  });
}

/** Selects the remembered sample language in an island, if it offers it. */
export function selectRememberedLanguage(root: HTMLElement): void {
  const stored = languageSlot.get();
  const remembered = Array.from(root.querySelectorAll<HTMLElement>(`[${LANGUAGE_STRIP}] > [role="tab"]`)).find(
    (tab) => stored && tab.dataset.value === stored,
  );
  if (remembered) selectTab(remembered);
}

if (ExecutionEnvironment.canUseDOM) {
  for (const island of Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))) addCopyButtons(island);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}
