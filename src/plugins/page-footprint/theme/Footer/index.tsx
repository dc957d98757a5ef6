// Wraps the site footer to add the page's footprint line, whose figure the build writes into the HTML.
import React, {type ReactNode} from 'react';
import Footer from '@theme-init/Footer';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {FOOTPRINT_ATTRIBUTE, FOOTPRINT_FALLBACK} from '../../footprint-text';
import styles from './styles.module.css';

export default function FooterWithFootprint(): ReactNode {
  const {pathname} = useLocation();
  // React keeps the figure the build wrote into the server HTML (suppressHydrationWarning); a new key
  // on each page makes client-side navigation show the fallback instead of the previous page's figure.
  const marker = {[FOOTPRINT_ATTRIBUTE]: ''};
  return (
    <>
      <Footer />
      <p className={clsx('footer--dark', styles.footprint)}>
        <span key={pathname} {...marker} suppressHydrationWarning>
          {FOOTPRINT_FALLBACK}
        </span>{' '}
        <Link to="/footprint">How this is estimated</Link>
      </p>
    </>
  );
}
