// The six front ends are one data file, frontends.json (federation name, folder, dev port, URL prefix): the
// webpack configs and the preview server read it here, `npm start` / `npm run dev` through scripts/frontends.ts,
// and the gateway (gateway/src/web/frontends.ts) imports it too, so a port or a prefix is never spelled twice.
const path = require('node:path');
const table = require('@stays/contracts/frontends.json');

const root = path.resolve(__dirname, '../..');

/** @typedef {{ name: string, folder: string, devPort: number, urlPrefix: string }} FrontEndRow */
/** @typedef {FrontEndRow & { dir: string, remote: boolean }} FrontEnd */

/** @type {FrontEnd[]} */
const frontEnds = table.map((/** @type {FrontEndRow} */ row) => ({
  ...row,
  dir: path.join(root, row.folder),
  // The shell owns the site root; every other front end is a remote served under its own prefix.
  remote: row.urlPrefix !== '/',
}));

/** Remote name -> manifest URL of its dev server, the shape of the gateway's /remotes.json. */
function devRemotesManifest() {
  return Object.fromEntries(
    frontEnds.filter((f) => f.remote).map((f) => [f.name, `http://localhost:${f.devPort}/mf-manifest.json`]),
  );
}

module.exports = { root, frontEnds, devRemotesManifest };
