import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import styles from './index.module.css';

function HomepageHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--primary button--lg" to="/docs/">
            Read the documentation
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/category/api">
            Explore the API
          </Link>
        </div>
      </div>
    </header>
  );
}

function ArchitectureSection(): ReactNode {
  return (
    <section className={styles.architecture} aria-labelledby="architecture-heading">
      <div className="container">
        <Heading as="h2" id="architecture-heading" className={styles.sectionTitle}>
          How the parts fit
        </Heading>
        <p className={styles.sectionLead}>
          The exporter measures every compute unit on every node, Prometheus stores the series, the API server keeps the
          accounting and answers <code>cacct</code>, and the load balancer checks the units each Grafana query names
          against the user's projects.
        </p>
        <img
          className={styles.diagram}
          src={useBaseUrl('/img/diagrams/architecture.svg')}
          width={960}
          height={540}
          loading="lazy"
          alt={
            'CEEMS architecture: the exporter on compute nodes is scraped by Prometheus; the load balancer ' +
            'sits between Prometheus and Grafana; the API server stores units and usage from the resource ' +
            'manager and Prometheus in SQLite, and serves Grafana and cacct.'
          }
        />
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Energy and emissions of every job, VM and pod" description={siteConfig.tagline}>
      <HomepageHero />
      <main>
        <HomepageFeatures />
        <ArchitectureSection />
      </main>
    </Layout>
  );
}
