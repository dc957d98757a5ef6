import type {MarkdownTwinsOptions} from '../src/plugins/markdown-twins';
import {CEEMS_VERSION} from './ceems';

/** Options of the Markdown twins and of llms.txt (src/plugins/markdown-twins). */
export const markdownTwinsOptions: MarkdownTwinsOptions = {
  summary:
    `CEEMS, the Compute Energy & Emissions Monitoring Stack, measures the energy use and the emissions of ` +
    `compute units ` +
    `(Slurm jobs, OpenStack instances, Kubernetes pods). A Prometheus exporter on each node reads power and ` +
    `usage, an API ` +
    `server keeps usage, energy and emissions per unit, project and user, and a load balancer in front of ` +
    `Prometheus and ` +
    `Pyroscope passes on a user's query only for units the user may see (their own or their projects'). ` +
    `These pages document CEEMS v${CEEMS_VERSION}: each link is the ` +
    `Markdown version of a page, whose HTML version is at the same address without ".md".`,
  docsSidebar: 'ceemsSidebar',
  apiSidebar: 'ceemsApiSidebar',
};
