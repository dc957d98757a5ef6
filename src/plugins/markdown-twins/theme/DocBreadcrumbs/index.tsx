// Wraps the docs breadcrumbs (docs, category and API pages) to put the "Copy page" button beside them.
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import CopyPage from '../../CopyPage';
import styles from '../../styles.module.css';

export default function DocBreadcrumbsWithCopyPage(): ReactNode {
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs />
      <CopyPage />
    </div>
  );
}
