// Where each documented fact lives: the packages that make up each binary and the page that documents it.
// Moving the site to a new CEEMS release starts here when the source moves a package.

export interface BinaryTarget {
  binary: string;
  /** Package directories whose flags the binary registers. */
  packages: string[];
  page: string;
}

export const BINARIES: BinaryTarget[] = [
  {binary: 'ceems_exporter', packages: ['cmd/ceems_exporter', 'pkg/collector'], page: 'docs/cli/ceems-exporter.md'},
  {binary: 'ceems_api_server', packages: ['cmd/ceems_api_server', 'pkg/api/cli'], page: 'docs/cli/ceems-api-server.md'},
  {binary: 'ceems_lb', packages: ['cmd/ceems_lb', 'pkg/lb/cli'], page: 'docs/cli/ceems-lb.md'},
  {binary: 'redfish_proxy', packages: ['cmd/redfish_proxy'], page: 'docs/cli/redfish-proxy.md'},
  {binary: 'cacct', packages: ['cmd/cacct'], page: 'docs/cli/cacct.md'},
  {binary: 'ceems_tool', packages: ['cmd/ceems_tool'], page: 'docs/cli/ceems-tool.md'},
];

/** Packages that declare flags the site does not document on purpose, with the reason. */
export const UNDOCUMENTED_PACKAGES: Record<string, string> = {
  'cmd/ceems_k8s_admission_controller': 'the Kubernetes admission controller is deployed by its Helm chart, not documented here',
};

/** Trees that are examples or test helpers, never shipped. */
export const IGNORED_DIRS = ['examples', 'thirdparty', 'website', 'scripts', 'internal/mocks'];

export const METRICS_PAGE = 'docs/components/metrics.md';
export const METRIC_PACKAGES = ['pkg/collector'];

export const API_ROUTES_PACKAGE = 'pkg/api/http';
export const SWAGGER_FILE = 'api/swagger.yaml';
