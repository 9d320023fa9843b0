// The six front ends in one place: the build script, the shell's dev server (which serves /remotes.json)
// and each webpack config read this table, so a port or a folder is never spelled twice.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @typedef {{ name: string, dir: string, port: number, remote: boolean, urlPrefix: string }} FrontEnd */

/** @type {FrontEnd[]} */
const frontEnds = [
  { name: 'shell', dir: path.join(root, 'shell'), port: 3100, remote: false, urlPrefix: '/' },
  { name: 'mfe_listings', dir: path.join(root, 'mfe-listings'), port: 3101, remote: true, urlPrefix: '/remotes/listings/' },
  { name: 'mfe_booking', dir: path.join(root, 'mfe-booking'), port: 3102, remote: true, urlPrefix: '/remotes/booking/' },
  { name: 'mfe_host', dir: path.join(root, 'mfe-host'), port: 3103, remote: true, urlPrefix: '/remotes/host/' },
  { name: 'mfe_staff', dir: path.join(root, 'mfe-staff'), port: 3104, remote: true, urlPrefix: '/remotes/staff/' },
  { name: 'mfe_admin', dir: path.join(root, 'mfe-admin'), port: 3105, remote: true, urlPrefix: '/remotes/admin/' },
];

/** Remote name -> manifest URL of its dev server, the shape of the gateway's /remotes.json. */
function devRemotesManifest() {
  return Object.fromEntries(
    frontEnds.filter((f) => f.remote).map((f) => [f.name, `http://localhost:${f.port}/mf-manifest.json`]),
  );
}

module.exports = { root, frontEnds, devRemotesManifest };
