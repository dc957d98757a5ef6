/**
 * Stands in for `@docusaurus/Head` in the theme's search bar (see ../../build/theme-aliases.ts), whose only head tag is
 * a preconnect to Algolia: local mode must not reach for Algolia's hosts at all.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useSearchSettings} from '../use-search-settings';

export default function SearchBarHead(props: ComponentProps<typeof Head>): ReactNode {
  const {mode} = useSearchSettings();
  return mode === 'hosted' ? <Head {...props} /> : null;
}
