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
  {
    binary: 'ceems_api_server',
    packages: ['cmd/ceems_api_server', 'pkg/api/cli', 'pkg/api/base'],
    page: 'docs/cli/ceems-api-server.md',
  },
  {binary: 'ceems_lb', packages: ['cmd/ceems_lb', 'pkg/lb/cli', 'pkg/lb/base'], page: 'docs/cli/ceems-lb.md'},
  {binary: 'redfish_proxy', packages: ['cmd/redfish_proxy'], page: 'docs/cli/redfish-proxy.md'},
  {binary: 'cacct', packages: ['cmd/cacct'], page: 'docs/cli/cacct.md'},
  {binary: 'ceems_tool', packages: ['cmd/ceems_tool'], page: 'docs/cli/ceems-tool.md'},
];

/** Packages that declare flags the site does not document on purpose, with the reason. */
export const UNDOCUMENTED_PACKAGES: Record<string, string> = {
  'cmd/ceems_k8s_admission_controller':
    'the Kubernetes admission controller is deployed by its Helm chart, not documented here',
};

/** Trees that are examples or test helpers, never shipped. */
export const IGNORED_DIRS = ['examples', 'thirdparty', 'website', 'scripts', 'internal/mocks'];

export const METRICS_PAGE = 'docs/components/metrics.md';
export const METRIC_PACKAGES = ['pkg/collector', 'cmd/ceems_exporter'];
/** Rule templates of `ceems_tool tsdb create-recording-rules`, documented on the metrics page. */
export const RULES_DIR = 'cmd/ceems_tool/rules';

export const API_ROUTES_PACKAGE = 'pkg/api/http';
export const SWAGGER_FILE = 'api/swagger.yaml';

export const CONFIG_PAGE = 'docs/configuration/config-reference.md';

export interface ConfigSection {
  /** The h2 of the configuration reference that documents these keys. */
  heading: string;
  /** Root types (`dir:Type`) and the key prefix each is read under. */
  roots: {type: string; prefix: string}[];
  /** Keys of other sections this one may name (a file shared by two components). */
  alsoNames?: string[];
}

export const CONFIG_SECTIONS: ConfigSection[] = [
  {
    heading: 'CEEMS API server',
    roots: [
      {type: 'pkg/api/cli:CEEMSAPIAppConfig', prefix: ''},
      {type: 'pkg/api/models:Cluster', prefix: 'clusters[]'},
      {type: 'pkg/api/resource/openstack:openstackConfig', prefix: 'clusters[].extra_config'},
      {type: 'pkg/api/resource/k8s:k8sConfig', prefix: 'clusters[].extra_config'},
      {type: 'pkg/api/updater:Instance', prefix: 'updaters[]'},
      {type: 'pkg/api/updater/tsdb:tsdbConfig', prefix: 'updaters[].extra_config'},
    ],
  },
  {
    heading: 'CEEMS load balancer',
    roots: [{type: 'pkg/lb/cli:CEEMSLBConfig', prefix: 'ceems_lb'}],
    alsoNames: ['CEEMS API server'],
  },
  {heading: 'Redfish proxy', roots: [{type: 'cmd/redfish_proxy:Redfish', prefix: ''}]},
  {heading: 'Redfish collector', roots: [{type: 'pkg/collector:redfishConfig', prefix: ''}]},
  {heading: 'eBPF profiler', roots: [{type: 'pkg/collector:ProfilerConfig', prefix: ''}]},
  {heading: 'cacct', roots: [{type: 'cmd/cacct:Config', prefix: ''}]},
];

/**
 * Files whose keys belong to another module: the reference documents them for the version CEEMS requires.
 * When go.mod requires another version, re-read that module's config struct and update the section.
 */
export const EXTERNAL_CONFIG: {module: string; version: string; heading: string}[] = [
  {module: 'github.com/prometheus/exporter-toolkit', version: 'v0.14.0', heading: 'Web configuration file'},
  {module: 'github.com/prometheus/common', version: 'v0.65.0', heading: 'Common settings'},
];

/** Everything the check needs to know about where facts live; tests pass a small tree of their own. */
export interface CheckTargets {
  binaries: BinaryTarget[];
  undocumentedPackages: Record<string, string>;
  ignoredDirs: string[];
  metricsPage: string;
  metricPackages: string[];
  rulesDir: string;
  apiRoutesPackage: string;
  swaggerFile: string;
  configPage: string;
  configSections: ConfigSection[];
  externalConfig: {module: string; version: string; heading: string}[];
}

export const CEEMS_TARGETS: CheckTargets = {
  binaries: BINARIES,
  undocumentedPackages: UNDOCUMENTED_PACKAGES,
  ignoredDirs: IGNORED_DIRS,
  metricsPage: METRICS_PAGE,
  metricPackages: METRIC_PACKAGES,
  rulesDir: RULES_DIR,
  apiRoutesPackage: API_ROUTES_PACKAGE,
  swaggerFile: SWAGGER_FILE,
  configPage: CONFIG_PAGE,
  configSections: CONFIG_SECTIONS,
  externalConfig: EXTERNAL_CONFIG,
};
