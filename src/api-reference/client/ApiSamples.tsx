import React, {Children, Fragment, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {TextLineBreaksContext} from '@site/src/theme/CodeBlock/highlighted-context';
import {LANGUAGE_STRIP} from './island-behaviour';

/*
 * The code samples of an operation page's samples island (../build/page-markdown.ts), as the API theme's code tabs
 * show them: one tab per language, under it one per variant, the first ones selected; ./island-behaviour.ts switches
 * them. Without scripts every panel shows under its label (static/noscript.css).
 */

// `language` and `variant` are postman-code-generators keys.
type LanguageProps = {language: string; children?: ReactNode};
type VariantProps = {language: string; variant: string; children?: ReactNode};

const safeId = (value: string): string => value.replace(/[^A-Za-z0-9_-]/g, '_');
const tabId = (id: string, value: string): string => `${id}-tab-${safeId(value)}`;
const panelId = (id: string, value: string): string => `${id}-panel-${safeId(value)}`;

function elementsOf<P>(children: ReactNode): Array<ReactElement<P>> {
  return Children.toArray(children).filter((child): child is ReactElement<P> => isValidElement(child));
}

type Tab = {value: string; label: string; className: string; panel: ReactNode};

/** A strip of tabs and their panels, the first selected; each panel comes after a label that names it. */
function Tabs(props: {id: string; label: string; tabs: Tab[]; className?: string; strip?: Record<string, string>}) {
  const {id, label, tabs, className, strip} = props;
  const selected = tabs[0]?.value;
  return (
    <div className={clsx('tabs-container', 'openapi-tabs__code-container', className)}>
      <ul
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="tabs openapi-tabs__code-list-container"
        {...strip}
      >
        {tabs.map(({value, label: text, className: itemClass}) => (
          <li
            key={value}
            role="tab"
            id={tabId(id, value)}
            data-value={value}
            aria-controls={panelId(id, value)}
            aria-selected={selected === value}
            tabIndex={selected === value ? 0 : -1}
            className={clsx('tabs__item', 'openapi-tabs__code-item', itemClass, selected === value && 'active')}
          >
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {tabs.map(({value, label: text, panel}) => (
        // The label comes right before its panel, as src/theme/TabItem puts it, and names the tab as it reads.
        <Fragment key={value}>
          <p className="tab-panel-label">{text}</p>
          <div
            role="tabpanel"
            id={panelId(id, value)}
            aria-labelledby={tabId(id, value)}
            hidden={selected !== value}
            className="margin-top--md"
          >
            {panel}
          </div>
        </Fragment>
      ))}
    </div>
  );
}

/** One language: its variants' tabs and samples. */
export function ApiSampleLanguage({language, children}: LanguageProps): ReactNode {
  const id = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-${safeId(language)}`;
  const tabs = elementsOf<VariantProps>(children).map((element) => ({
    value: element.props.variant,
    label: element.props.variant.toUpperCase(),
    className: 'openapi-tabs__code-item--variant',
    panel: element,
  }));
  return <Tabs id={id} label={`${language} variants`} tabs={tabs} className="openapi-tabs__code-container-inner" />;
}

/** One variant's sample: the element other tools find it by (language and variant as the generator names them). */
export function ApiSampleVariant({language, variant, children}: VariantProps): ReactNode {
  return (
    <div
      className="openapi-explorer__code-block api-sample"
      data-sample-language={language}
      data-sample-variant={variant}
    >
      <TextLineBreaksContext.Provider value>{children}</TextLineBreaksContext.Provider>
    </div>
  );
}

/** The language tabs of the samples. */
export function ApiSamples({children}: {children?: ReactNode}): ReactNode {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const tabs = elementsOf<LanguageProps>(children).map((element) => ({
    value: element.props.language,
    label: element.props.language,
    className: `openapi-tabs__code-item--${element.props.language}`,
    panel: element,
  }));
  return <Tabs id={id} label="Language" tabs={tabs} strip={{[LANGUAGE_STRIP]: ''}} />;
}
