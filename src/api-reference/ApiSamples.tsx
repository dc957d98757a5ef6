import React, {
  Children,
  Fragment,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useStorageSlot} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {TextLineBreaksContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {useApiOperation} from './ApiOperation';

/*
 * The code samples of an operation page, written into the page at build time (config/openapi.ts) and
 * shown as the explorer's tabs show them: one tab per language, and under it one tab per variant. They
 * need no JavaScript to read (without scripts every panel shows under its label, static/noscript.css).
 *
 * The explorer (request form, live samples) loads only when the reader asks for it, with the "Try it"
 * button; it then takes the place of these samples and opens on the language selected here (both keep
 * it in the same storage slot). If it cannot load, the samples stay and a message says so.
 */

/** Storage slot of the selected sample language, shared with the explorer's code tabs (group "code-samples"). */
export const SAMPLE_LANGUAGE_SLOT = 'docusaurus.tab.code-samples';

export interface ApiSampleLanguageProps {
  /** postman-code-generators language key */
  language: string;
  /** CSS class suffix of the tab, which carries the language's logo */
  logoClass: string;
  children?: ReactNode;
}

export interface ApiSampleVariantProps {
  language: string;
  /** postman-code-generators variant key */
  variant: string;
  children?: ReactNode;
}

const safeId = (value: string): string => value.replace(/[^A-Za-z0-9_-]/g, '_');
const tabId = (id: string, value: string): string => `${id}-tab-${safeId(value)}`;
const panelId = (id: string, value: string): string => `${id}-panel-${safeId(value)}`;

function elementsOf<P>(children: ReactNode): Array<ReactElement<P>> {
  return Children.toArray(children).filter((child): child is ReactElement<P> => isValidElement(child));
}

/** Arrow keys move the focus along a tab strip, as in the theme's tabs; Enter and Space select. */
function onTabKey(event: KeyboardEvent<HTMLElement>, select: () => void): void {
  const tab = event.currentTarget;
  const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? []);
  const at = tabs.indexOf(tab);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
  else if (event.key === 'ArrowLeft') next = tabs[(at - 1 + tabs.length) % tabs.length];
  else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    select();
  }
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

interface TabStripProps {
  id: string;
  values: Array<{value: string; label: string; className: string}>;
  selected: string;
  onSelect: (value: string) => void;
  className?: string;
  label: string;
}

function TabStrip({id, values, selected, onSelect, className, label}: TabStripProps): ReactNode {
  return (
    <ul role="tablist" aria-label={label} aria-orientation="horizontal" className={clsx('tabs', 'openapi-tabs__code-list-container', className)}>
      {values.map(({value, label: text, className: itemClass}) => (
        <li
          key={value}
          role="tab"
          id={tabId(id, value)}
          aria-controls={panelId(id, value)}
          aria-selected={selected === value}
          tabIndex={selected === value ? 0 : -1}
          className={clsx('tabs__item', 'openapi-tabs__code-item', itemClass, selected === value && 'active')}
          onClick={() => onSelect(value)}
          onKeyDown={(event) => onTabKey(event, () => onSelect(value))}>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}


/** One language: its variants' tabs and samples. */
export function ApiSampleLanguage({language, children}: ApiSampleLanguageProps): ReactNode {
  const variants = elementsOf<ApiSampleVariantProps>(children);
  const [selected, setSelected] = useState(variants[0]?.props.variant ?? '');
  const id = `${useId().replace(/:/g, '')}-${safeId(language)}`;
  return (
    <div className="tabs-container openapi-tabs__code-container openapi-tabs__code-container-inner">
      <TabStrip
        id={id}
        label={`${language} variants`}
        values={variants.map(({props}) => ({value: props.variant, label: props.variant.toUpperCase(), className: 'openapi-tabs__code-item--variant'}))}
        selected={selected}
        onSelect={setSelected}
      />
      {variants.map((element) => (
        // The label comes right before its panel, as src/theme/TabItem puts it, and names the tab as it reads.
        <Fragment key={element.props.variant}>
          <p className="tab-panel-label">{element.props.variant.toUpperCase()}</p>
          <div
            role="tabpanel"
            id={panelId(id, element.props.variant)}
            aria-labelledby={tabId(id, element.props.variant)}
            hidden={selected !== element.props.variant}
            className="margin-top--md">
            {element}
          </div>
        </Fragment>
      ))}
    </div>
  );
}

/** One variant's sample: the element other tools find it by (language and variant as the generator names them). */
export function ApiSampleVariant({language, variant, children}: ApiSampleVariantProps): ReactNode {
  return (
    <div className="openapi-explorer__code-block api-sample" data-sample-language={language} data-sample-variant={variant}>
      <TextLineBreaksContext.Provider value>{children}</TextLineBreaksContext.Provider>
    </div>
  );
}

type LiveExplorerModule = typeof import('./live-explorer');
type LoadState = {state: 'static'} | {state: 'loading'} | {state: 'failed'} | {state: 'live'; Explorer: ComponentType};

/** The samples' column: the static samples, then the explorer once the reader asks for it. */
export function ApiSamples({children}: {children?: ReactNode}): ReactNode {
  const languages = elementsOf<ApiSampleLanguageProps>(children);
  const [stored, slot] = useStorageSlot(SAMPLE_LANGUAGE_SLOT);
  const [selected, setSelected] = useState(languages[0]?.props.language ?? '');
  const [load, setLoad] = useState<LoadState>({state: 'static'});
  const {frontMatter} = useDoc();
  const apiOptions = (useDocusaurusContext().siteConfig.themeConfig as {api?: {authPersistence?: false | string}}).api;
  const {setStore} = useApiOperation();
  const explorerRef = useRef<HTMLDivElement>(null);
  const id = useId().replace(/:/g, '');

  // The reader's earlier choice (on this page or another, here or in the explorer), once in the browser.
  useEffect(() => {
    if (stored && languages.some(({props}) => props.language === stored)) setSelected(stored);
  }, [stored, languages]);

  const select = useCallback(
    (language: string) => {
      setSelected(language);
      slot.set(language);
    },
    [slot],
  );

  const tryIt = async (): Promise<void> => {
    setLoad({state: 'loading'});
    try {
      const live: LiveExplorerModule = await import('./live-explorer');
      const explorer = await live.createLiveExplorer(frontMatter as Record<string, unknown>, apiOptions);
      setStore(explorer.store);
      setLoad({state: 'live', Explorer: explorer.Explorer});
    } catch (error) {
      console.warn('[api] the request editor could not load', error);
      setLoad({state: 'failed'});
    }
  };

  useEffect(() => {
    if (load.state === 'live') explorerRef.current?.focus();
  }, [load.state]);

  if (load.state === 'live') {
    return (
      <div ref={explorerRef} tabIndex={-1} className="api-samples api-samples--live" aria-label="Request editor">
        <load.Explorer />
      </div>
    );
  }

  return (
    <section className="api-samples" aria-labelledby={`${id}-title`}>
      <div className="api-samples__bar">
        <h2 id={`${id}-title`} className="api-samples__title">
          Request samples
        </h2>
        <button
          type="button"
          className="button button--sm button--outline button--primary api-samples__try"
          onClick={() => void tryIt()}
          disabled={load.state === 'loading'}
          aria-describedby={`${id}-status`}>
          {load.state === 'loading' ? 'Loading…' : 'Try it'}
        </button>
      </div>
      <p id={`${id}-status`} className="api-samples__status" role="status">
        {load.state === 'loading' && 'Loading the request editor.'}
        {load.state === 'failed' && 'The request editor could not load. The samples below are still valid; reload the page to try again.'}
        {load.state === 'static' && 'Edit the parameters and get samples for your own request.'}
      </p>
      <div className="tabs-container openapi-tabs__code-container">
        <TabStrip
          id={id}
          label="Language"
          values={languages.map(({props}) => ({value: props.language, label: props.language, className: `openapi-tabs__code-item--${props.logoClass}`}))}
          selected={selected}
          onSelect={select}
        />
        {languages.map((element) => (
          <Fragment key={element.props.language}>
            <p className="tab-panel-label">{element.props.language}</p>
            <div
              role="tabpanel"
              id={panelId(id, element.props.language)}
              aria-labelledby={tabId(id, element.props.language)}
              hidden={selected !== element.props.language}
              className="margin-top--md">
              {element}
            </div>
          </Fragment>
        ))}
      </div>
    </section>
  );
}
