/** A package found in a node_modules folder: its name, version and folder. */
export interface InstalledPackage {
  name: string;
  version: string;
  dir: string;
}

const major = (version: string) => version.split('.')[0];

/**
 * Aliases that make nested copies of a package resolve to the top-level copy, for every nested package
 * whose top-level copy has the same major version (so the API the nested code expects is kept).
 */
export function dedupeAliases(nested: InstalledPackage[], topLevel: Map<string, InstalledPackage>): Record<string, string> {
  const aliases: Record<string, string> = {};
  const conflicting = new Set<string>();
  for (const pkg of nested) {
    const top = topLevel.get(pkg.name);
    if (!top || major(top.version) !== major(pkg.version)) conflicting.add(pkg.name);
    else aliases[pkg.name] = top.dir;
  }
  for (const name of conflicting) delete aliases[name];
  return aliases;
}
