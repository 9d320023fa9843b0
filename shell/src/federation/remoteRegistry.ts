// Run-time remotes: the shell learns where each remote lives at run time (inline in index.html or from
// /remotes.json, both served by the gateway, or by the shell's dev server), so a remote can be redeployed
// without rebuilding the shell.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;

function federation() {
  // The bundler runtime already created the 'shell' instance; init() hands it back (and creates it in tests).
  return init({ name: 'shell', remotes: [] });
}

/**
 * The gateway writes the same configuration into index.html (a JSON data block, gateway/src/web/firstRoute.ts),
 * which saves a round trip before the first remote page can load; /remotes.json is the fallback (a page served
 * some other way, the dev server).
 */
function inlineManifest(): RemotesManifest | null {
  const text = document.getElementById('stays-remotes')?.textContent;
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as RemotesManifest) : null;
  } catch {
    return null;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const inline = inlineManifest();
  if (inline) return inline;
  const res = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  const body: unknown = await res.json();
  if (!body || typeof body !== 'object') throw new Error('/remotes.json is not an object');
  return body as RemotesManifest;
}

/** Fetches and registers the remotes once; a failure is forgotten so the next call (Retry) tries again. */
export function ensureRemotes(): Promise<RemotesManifest> {
  if (!pending) {
    pending = fetchManifest().then(
      (m) => {
        federation();
        registerRemotes(Object.entries(m).map(([name, entry]) => ({ name, entry })));
        manifest = m;
        return m;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** Loads `mfe_name/Module` and returns the module (its default export is the page). */
export async function loadRemoteModule(id: string): Promise<unknown> {
  await ensureRemotes();
  const mod = await loadRemote(id);
  if (!mod) throw new Error(`Remote module ${id} did not load`);
  return mod;
}

/**
 * Before a Retry: drop whatever the runtime cached about a remote that failed (manifest, entry, container)
 * by registering it again with force. If /remotes.json itself failed there is nothing to drop.
 */
export async function resetRemote(id: string): Promise<void> {
  const name = id.split('/')[0];
  const entry = manifest?.[name];
  if (!entry) return;
  registerRemotes([{ name, entry }], { force: true });
}
