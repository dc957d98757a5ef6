/**
 * Readers' words that the pages do not use, with the words the pages use for the same thing. The local
 * search looks each query word up here and also searches for what it maps to, so
 * `k8s` finds the Kubernetes pages and `https` the TLS sections. Keep entries general: a word a
 * reader could type, mapped to the site's own term for the same thing, not to a page. Keys are single
 * lower-case words; each value lists alternatives, each one or more words that must all match.
 */
export const SEARCH_GLOSSARY: Readonly<Record<string, readonly string[]>> = {
  job: ['compute unit'],
  jobs: ['compute units'],
  k8s: ['kubernetes'],
  kube: ['kubernetes'],
  vm: ['virtual machine', 'libvirt'],
  vms: ['virtual machines', 'libvirt'],
  co2: ['emissions'],
  carbon: ['emissions'],
  footprint: ['emissions'],
  https: ['tls'],
  ssl: ['tls'],
  certificate: ['tls'],
  firewall: ['ports'],
  permission: ['privileges', 'capabilities'],
  permissions: ['privileges', 'capabilities'],
  sbatch: ['slurm'],
  flags: ['command line'],
  options: ['command line', 'flags'],
  arguments: ['command line'],
  cli: ['command line'],
  docker: ['container', 'podman'],
  // Symptoms in readers' words, and the verbs the pages use for them ("the exporter exits", "panics").
  crash: ['exits', 'panics'],
  crashes: ['exits', 'panics'],
  crashed: ['exits', 'panics'],
  crashing: ['exits', 'panics'],
  restarting: ['exits'],
  startup: ['start up'],
  stale: ['cached', 'last reading'],
  // Abbreviations and short forms.
  util: ['utilisation', 'utilization'],
  cfg: ['configuration', 'config'],
  config: ['configuration'],
  env: ['environment'],
  db: ['database'],
  mem: ['memory'],
  prom: ['prometheus'],
  auth: ['authentication', 'authorization'],
  dir: ['directory'],
  conf: ['configuration', 'config'],
  creds: ['credentials', 'password', 'token'],
  credentials: ['password', 'token'],
  owns: ['ownership', 'owner'],
};
