/** The part of Vite's build manifest (`build.manifest`) that says which files a module needs. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files of these modules (manifest keys, e.g. `src/app/ListViewPage.tsx`) and of every module they
 * import, the page's entry (`index.html`, which the page loads anyway) and its imports left out.
 */
export function modulePreloads(manifest: ViteManifest, modules: string[]): string[] {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit('index.html');
  const entry = new Set(loaded);
  modules.forEach(visit);
  return [...loaded].filter((key) => !entry.has(key)).map((key) => manifest[key]!.file);
}
