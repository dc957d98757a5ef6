/**
 * How many series each part of ceems_exporter puts on /metrics, and how many the recording rules of
 * ceems_tool add, counted from the CEEMS source (pkg/collector, cmd/ceems_tool/rules). The sizing page's
 * tables, its worked example and the calculator all read this one module, and a unit test checks every
 * name here against the metrics reference (docs/components/metrics.md).
 */

/** What one copy of a group is counted for: the node, a CPU socket, a compute unit, a GPU. */
export type Scope = 'node' | 'socket' | 'unit' | 'unit-gpu' | 'gpu';

/** How the page and the calculator name each scope. */
export const SCOPE_LABELS: Record<Scope, string> = {
  node: 'node',
  socket: 'CPU socket',
  unit: 'running unit',
  'unit-gpu': 'GPU of a unit',
  gpu: 'GPU',
};

/** Options of the calculator that switch groups on and off. */
export type Option =
  | 'exporterMetrics'
  | 'cpu'
  | 'meminfo'
  | 'rapl'
  | 'ipmiDcmi'
  | 'redfish'
  | 'swap'
  | 'psi'
  | 'perfHardware'
  | 'perfSoftware'
  | 'perfCache'
  | 'ebpfIo'
  | 'ebpfNetwork';

export interface CountedMetric {
  /** Metric name as the exporter or the rules spell it; a `*` family stands for a whole prefix. */
  name: string;
  /** Series of this metric per copy of the group's scope. */
  series: number;
}

export interface SeriesGroup {
  id: string;
  /** Short label shown in tables and in the calculator. */
  label: string;
  /** Collector (or `ceems_tool` for recording rules) that emits the group. */
  source: string;
  /** Section of the metrics reference that documents the group. */
  anchor: string;
  scope: Scope;
  /** When absent, the group is always there (with the slurm collector on). */
  option?: Option;
  metrics: CountedMetric[];
  /** What multiplies the series, or what was assumed to get a single number. */
  basis: string;
}

/** Series of one copy of a group. */
export const seriesOf = (group: SeriesGroup): number => group.metrics.reduce((sum, metric) => sum + metric.series, 0);

/** Series that ceems_exporter emits, per node, socket, unit or GPU of a unit. */
export const EXPORTER_GROUPS: SeriesGroup[] = [
  {
    id: 'build-info',
    label: 'Build information',
    source: 'exporter',
    anchor: 'exporter',
    scope: 'node',
    metrics: [{name: 'ceems_exporter_build_info', series: 1}],
    basis: 'One series.',
  },
  {
    id: 'go-process',
    label: 'Go runtime, process and handler metrics',
    source: 'exporter',
    anchor: 'exporter',
    scope: 'node',
    option: 'exporterMetrics',
    metrics: [
      // client_golang 1.23: 11 base Go series (the GC summary is 7), 21 memstats, 3 default runtime/metrics.
      {name: 'go_*', series: 35},
      {name: 'process_*', series: 9},
      {name: 'promhttp_metric_handler_requests_total', series: 3},
      {name: 'promhttp_metric_handler_requests_in_flight', series: 1},
      {name: 'promhttp_metric_handler_errors_total', series: 2},
    ],
    basis:
      'Counted from the Prometheus Go client the exporter is built with: 35 go_* series, 9 process_* series ' +
      'on Linux, and the handler counters with their pre-set codes 200, 500, 503 and causes gathering, ' +
      'encoding. Gone with --web.disable-exporter-metrics.',
  },
  {
    id: 'compute-units',
    label: 'Number of compute units',
    source: 'slurm',
    anchor: 'cgroup',
    scope: 'node',
    metrics: [{name: 'ceems_compute_units', series: 1}],
    basis: 'One series per node.',
  },
  {
    id: 'cpu',
    label: 'Node CPU time',
    source: 'cpu',
    anchor: 'cpu',
    scope: 'node',
    option: 'cpu',
    metrics: [
      {name: 'ceems_cpu_seconds_total', series: 8},
      {name: 'ceems_cpu_count', series: 1},
      {name: 'ceems_cpu_per_core_count', series: 1},
    ],
    basis: 'mode multiplies ceems_cpu_seconds_total by 8 (user, nice, system, idle, iowait, irq, softirq, steal).',
  },
  {
    id: 'meminfo',
    label: 'Node memory',
    source: 'meminfo',
    anchor: 'meminfo',
    scope: 'node',
    option: 'meminfo',
    metrics: [
      {name: 'ceems_meminfo_MemTotal_bytes', series: 1},
      {name: 'ceems_meminfo_MemFree_bytes', series: 1},
      {name: 'ceems_meminfo_MemAvailable_bytes', series: 1},
    ],
    basis:
      'The three default fields; --collector.meminfo.all-stats emits one series per line of /proc/meminfo instead.',
  },
  {
    id: 'rapl',
    label: 'RAPL energy and power limits',
    source: 'rapl',
    anchor: 'rapl',
    scope: 'socket',
    option: 'rapl',
    metrics: [
      {name: 'ceems_rapl_package_joules_total', series: 1},
      {name: 'ceems_rapl_dram_joules_total', series: 1},
      {name: 'ceems_rapl_package_power_limit_watts_total', series: 1},
      {name: 'ceems_rapl_dram_power_limit_watts_total', series: 1},
    ],
    basis:
      'One energy and one power-limit series per RAPL zone; assumes two zones (package and dram) per CPU ' +
      'socket. CPUs that also expose core, uncore or psys zones add two series per extra zone.',
  },
  {
    id: 'ipmi-dcmi',
    label: 'IPMI-DCMI node power',
    source: 'ipmi_dcmi',
    anchor: 'ipmi-dcmi',
    scope: 'node',
    option: 'ipmiDcmi',
    metrics: [
      {name: 'ceems_ipmi_dcmi_current_watts', series: 1},
      {name: 'ceems_ipmi_dcmi_min_watts', series: 1},
      {name: 'ceems_ipmi_dcmi_max_watts', series: 1},
      {name: 'ceems_ipmi_dcmi_avg_watts', series: 1},
    ],
    basis: 'Four series per node (each only when above 0).',
  },
  {
    id: 'redfish',
    label: 'Redfish chassis power',
    source: 'redfish',
    anchor: 'redfish',
    scope: 'node',
    option: 'redfish',
    metrics: [
      {name: 'ceems_redfish_current_watts', series: 1},
      {name: 'ceems_redfish_min_watts', series: 1},
      {name: 'ceems_redfish_max_watts', series: 1},
      {name: 'ceems_redfish_avg_watts', series: 1},
    ],
    basis: 'Four series per chassis; assumes the BMC lists one chassis.',
  },
  {
    id: 'cgroup',
    label: 'Unit CPU and memory',
    source: 'slurm',
    anchor: 'cgroup',
    scope: 'unit',
    metrics: [
      {name: 'ceems_compute_unit_cpu_user_seconds_total', series: 1},
      {name: 'ceems_compute_unit_cpu_system_seconds_total', series: 1},
      {name: 'ceems_compute_unit_cpus', series: 1},
      {name: 'ceems_compute_unit_memory_rss_bytes', series: 1},
      {name: 'ceems_compute_unit_memory_cache_bytes', series: 1},
      {name: 'ceems_compute_unit_memory_used_bytes', series: 1},
      {name: 'ceems_compute_unit_memory_total_bytes', series: 1},
      {name: 'ceems_compute_unit_memory_fail_count', series: 1},
    ],
    basis: 'Eight series per unit on each node it runs on, always emitted.',
  },
  {
    id: 'swap',
    label: 'Unit swap',
    source: 'slurm',
    anchor: 'cgroup',
    scope: 'unit',
    option: 'swap',
    metrics: [
      {name: 'ceems_compute_unit_memsw_used_bytes', series: 1},
      {name: 'ceems_compute_unit_memsw_total_bytes', series: 1},
      {name: 'ceems_compute_unit_memsw_fail_count', series: 1},
    ],
    basis: 'With --collector.slurm.swap-memory-metrics.',
  },
  {
    id: 'psi',
    label: 'Unit pressure (PSI)',
    source: 'slurm',
    anchor: 'cgroup',
    scope: 'unit',
    option: 'psi',
    metrics: [
      {name: 'ceems_compute_unit_cpu_psi_seconds', series: 1},
      {name: 'ceems_compute_unit_memory_psi_seconds', series: 1},
    ],
    basis: 'With --collector.slurm.psi-metrics.',
  },
  {
    id: 'gpu-mapping',
    label: 'GPU mapping',
    source: 'slurm',
    anchor: 'gpu',
    scope: 'unit-gpu',
    metrics: [
      {name: 'ceems_compute_unit_gpu_index_flag', series: 1},
      {name: 'ceems_compute_unit_gpu_sm_count', series: 1},
    ],
    basis:
      'Two series per GPU that a unit uses; ceems_compute_unit_gpu_sm_count only for GPU models whose SM ' +
      'count the exporter knows. Each MIG instance counts as a GPU.',
  },
  {
    id: 'perf-hardware',
    label: 'perf hardware events',
    source: 'perf',
    anchor: 'perf',
    scope: 'unit',
    option: 'perfHardware',
    metrics: [
      {name: 'ceems_perf_cpucycles_total', series: 1},
      {name: 'ceems_perf_instructions_total', series: 1},
      {name: 'ceems_perf_branch_instructions_total', series: 1},
      {name: 'ceems_perf_branch_misses_total', series: 1},
      {name: 'ceems_perf_cache_refs_total', series: 1},
      {name: 'ceems_perf_cache_misses_total', series: 1},
      {name: 'ceems_perf_ref_cpucycles_total', series: 1},
    ],
    basis: 'With --collector.perf.hardware-events; at most one series per event, only when above 0.',
  },
  {
    id: 'perf-software',
    label: 'perf software events',
    source: 'perf',
    anchor: 'perf',
    scope: 'unit',
    option: 'perfSoftware',
    metrics: [
      {name: 'ceems_perf_page_faults_total', series: 1},
      {name: 'ceems_perf_context_switches_total', series: 1},
      {name: 'ceems_perf_cpu_migrations_total', series: 1},
      {name: 'ceems_perf_minor_faults_total', series: 1},
      {name: 'ceems_perf_major_faults_total', series: 1},
    ],
    basis: 'With --collector.perf.software-events; at most one series per event.',
  },
  {
    id: 'perf-cache',
    label: 'perf cache events',
    source: 'perf',
    anchor: 'perf',
    scope: 'unit',
    option: 'perfCache',
    metrics: [
      {name: 'ceems_perf_cache_l1d_read_hits_total', series: 1},
      {name: 'ceems_perf_cache_l1d_read_misses_total', series: 1},
      {name: 'ceems_perf_cache_l1d_write_hits_total', series: 1},
      {name: 'ceems_perf_cache_l1_instr_read_misses_total', series: 1},
      {name: 'ceems_perf_cache_tlb_instr_read_hits_total', series: 1},
      {name: 'ceems_perf_cache_tlb_instr_read_misses_total', series: 1},
      {name: 'ceems_perf_cache_ll_read_hits_total', series: 1},
      {name: 'ceems_perf_cache_ll_read_misses_total', series: 1},
      {name: 'ceems_perf_cache_ll_write_hits_total', series: 1},
      {name: 'ceems_perf_cache_ll_write_misses_total', series: 1},
      {name: 'ceems_perf_cache_bpu_read_hits_total', series: 1},
      {name: 'ceems_perf_cache_bpu_read_misses_total', series: 1},
    ],
    basis: 'With --collector.perf.hardware-cache-events; at most one series per event.',
  },
  {
    id: 'ebpf-io',
    label: 'eBPF file system I/O',
    source: 'ebpf',
    anchor: 'ebpf',
    scope: 'unit',
    option: 'ebpfIo',
    metrics: [
      {name: 'ceems_ebpf_read_bytes_total', series: 1},
      {name: 'ceems_ebpf_read_requests_total', series: 1},
      {name: 'ceems_ebpf_read_errors_total', series: 1},
      {name: 'ceems_ebpf_write_bytes_total', series: 1},
      {name: 'ceems_ebpf_write_requests_total', series: 1},
      {name: 'ceems_ebpf_write_errors_total', series: 1},
      {name: 'ceems_ebpf_open_requests_total', series: 1},
      {name: 'ceems_ebpf_open_errors_total', series: 1},
      {name: 'ceems_ebpf_create_requests_total', series: 1},
      {name: 'ceems_ebpf_open_create_total', series: 1},
      {name: 'ceems_ebpf_unlink_requests_total', series: 1},
      {name: 'ceems_ebpf_unlink_errors_total', series: 1},
    ],
    basis:
      'With --collector.ebpf.io-metrics; mountpoint multiplies the six read and write metrics. With ' +
      '--collector.ebpf.fs-mount-point unset (the default) every mount but /dev, /sys and /proc is tracked. ' +
      'Counted here for one mount point; each further mount a unit reads and writes on adds 6.',
  },
  {
    id: 'ebpf-network',
    label: 'eBPF network',
    source: 'ebpf',
    anchor: 'ebpf',
    scope: 'unit',
    option: 'ebpfNetwork',
    metrics: [
      {name: 'ceems_ebpf_ingress_bytes_total', series: 4},
      {name: 'ceems_ebpf_ingress_packets_total', series: 4},
      {name: 'ceems_ebpf_egress_bytes_total', series: 4},
      {name: 'ceems_ebpf_egress_packets_total', series: 4},
      // Retransmissions are traced for TCP only: at most the ipv4 and ipv6 families.
      {name: 'ceems_ebpf_retrans_bytes_total', series: 2},
      {name: 'ceems_ebpf_retrans_packets_total', series: 2},
    ],
    basis:
      'With --collector.ebpf.network-metrics; proto (tcp, udp) and family (ipv4, ipv6) multiply the ingress ' +
      'and egress metrics, family alone the TCP-only retransmission metrics. Counted as the upper bound; a ' +
      'unit that only uses TCP over IPv4 has 6.',
  },
];

/**
 * Per-unit metrics of the metrics reference that the calculator does not count, and why. With
 * EXPORTER_GROUPS this covers every per-unit (uuid-labelled) metric of the reference.
 */
export const NOT_COUNTED: Array<{name: string; reason: string}> = [
  {
    name: 'ceems_compute_unit_blkio_read_total_bytes',
    reason: 'never emitted for Slurm; per block device for libvirt and k8s',
  },
  {
    name: 'ceems_compute_unit_blkio_write_total_bytes',
    reason: 'never emitted for Slurm; per block device for libvirt and k8s',
  },
  {
    name: 'ceems_compute_unit_blkio_read_total_requests',
    reason: 'never emitted for Slurm; per block device for libvirt and k8s',
  },
  {
    name: 'ceems_compute_unit_blkio_write_total_requests',
    reason: 'never emitted for Slurm; per block device for libvirt and k8s',
  },
  {name: 'ceems_compute_unit_rdma_hca_handles', reason: 'per RDMA device, only while the unit holds handles'},
  {name: 'ceems_compute_unit_rdma_hca_objects', reason: 'per RDMA device, only while the unit holds handles'},
  {name: 'ceems_compute_collect_error', reason: 'only in a scrape that failed to read the unit'},
  {name: 'ceems_rdma_qps_active', reason: 'rdma sub-collector: per RDMA device and port'},
  {name: 'ceems_rdma_cqs_active', reason: 'rdma sub-collector: per RDMA device'},
  {name: 'ceems_rdma_cqe_len_active', reason: 'rdma sub-collector: per RDMA device'},
  {name: 'ceems_rdma_mrs_active', reason: 'rdma sub-collector: per RDMA device'},
  {name: 'ceems_rdma_mrs_len_active', reason: 'rdma sub-collector: per RDMA device'},
  {
    name: 'ceems_rdma_rx_write_requests',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {
    name: 'ceems_rdma_rx_read_requests',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {
    name: 'ceems_rdma_rx_atomic_requests',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {name: 'ceems_rdma_req_cqe_error', reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'},
  {
    name: 'ceems_rdma_req_cqe_flush_error',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {
    name: 'ceems_rdma_req_remote_access_errors',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {
    name: 'ceems_rdma_req_remote_invalid_request',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {name: 'ceems_rdma_resp_cqe_error', reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port'},
  {
    name: 'ceems_rdma_resp_cqe_flush_error',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {
    name: 'ceems_rdma_resp_local_length_error',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
  {
    name: 'ceems_rdma_resp_remote_access_errors',
    reason: 'rdma sub-collector: Mellanox queue pair counters, per device and port',
  },
];

/** Scrape metrics: per enabled collector, and one more duration series per enabled sub-collector. */
export const SCRAPE_METRICS = {
  perCollector: ['ceems_scrape_collector_duration_seconds', 'ceems_scrape_collector_success'],
  perSubCollector: ['ceems_scrape_collector_duration_seconds'],
};

/**
 * Series the recording rules of `ceems_tool tsdb create-recording-rules` add, with one emission-factor
 * provider. Rules are written only when a host power source (RAPL, IPMI-DCMI or Redfish) is scraped.
 */
export const RULE_GROUPS: SeriesGroup[] = [
  {
    id: 'rules-unit',
    label: 'Per-unit CPU, memory, power and emissions',
    source: 'ceems_tool',
    anchor: 'recording-rules-host',
    scope: 'unit',
    metrics: [
      {name: 'uuid:ceems_cpu_usage:ratio_irate', series: 1},
      {name: 'uuid:ceems_cpu_memory_usage:ratio', series: 1},
      {name: 'uuid:ceems_host_power_watts:pue', series: 1},
      {name: 'uuid:ceems_host_emissions_g_s:pue', series: 1},
    ],
    basis: 'Four series per unit and node; one more per extra emission-factor provider.',
  },
  {
    id: 'rules-unit-gpu',
    label: 'Per-unit GPU usage, power and emissions',
    source: 'ceems_tool',
    anchor: 'recording-rules-gpu',
    scope: 'unit-gpu',
    metrics: [
      {name: 'uuid:ceems_gpu_usage:ratio', series: 1},
      {name: 'uuid:ceems_gpu_memory_usage:ratio', series: 1},
      {name: 'uuid:ceems_gpu_power_watts:pue', series: 1},
      {name: 'uuid:ceems_gpu_emissions_g_s:pue', series: 1},
    ],
    basis:
      'Four series per GPU of a unit; with the NVIDIA template, plus one uuid:ceems_gpu_<field>:ratio series ' +
      'per DCGM_FI_PROF_* field the DCGM exporter exports (up to 12, counted by its own input).',
  },
  {
    id: 'rules-gpu',
    label: 'GPU power with PUE',
    source: 'ceems_tool',
    anchor: 'recording-rules-gpu',
    scope: 'gpu',
    metrics: [{name: 'dev:DCGM_FI_DEV_POWER_USAGE_INSTANT:pue', series: 1}],
    basis: 'One series per GPU (NVIDIA template).',
  },
];

/** Host power rule series per node or socket, by the template ceems_tool picks. */
export const HOST_POWER_RULES = {
  redfish: {name: 'instance:ceems_redfish_current_watts:pue', perNode: 1},
  ipmiDcmi: {name: 'instance:ceems_ipmi_dcmi_current_watts:pue', perNode: 1},
  rapl: {
    names: ['instance:ceems_rapl_package_joules_total:pue', 'instance:ceems_rapl_dram_joules_total:pue'],
    perSocket: 2,
  },
};

/** Per scrape job aggregates (host job and GPU job), evaluated every 4 scrape intervals. */
export const JOB_RULES = {
  host: [
    'job:ceems_cpu_usage:avg_ratio_irate',
    'job:ceems_cpu_memory_usage:avg_ratio',
    'job:ceems_host_power_watts:pue',
    'job:ceems_host_emissions_g_s:pue',
  ],
  gpu: [
    'job:ceems_gpu_usage:avg',
    'job:ceems_gpu_memory_usage:avg_ratio',
    'job:ceems_gpu_power_watts:pue',
    'job:ceems_gpu_emissions_g_s:pue',
  ],
};

/** Every metric name this module counts, for the test against the metrics reference. */
export function countedNames(): string[] {
  return [
    ...EXPORTER_GROUPS.flatMap((group) => group.metrics.map((metric) => metric.name)),
    ...SCRAPE_METRICS.perCollector,
    ...RULE_GROUPS.flatMap((group) => group.metrics.map((metric) => metric.name)),
    HOST_POWER_RULES.redfish.name,
    HOST_POWER_RULES.ipmiDcmi.name,
    ...HOST_POWER_RULES.rapl.names,
    ...JOB_RULES.host,
    ...JOB_RULES.gpu,
  ];
}
