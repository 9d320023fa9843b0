// Modules every front end shares as federation singletons (docs/contracts.md). One copy of React, the
// router, Apollo's cache, styled-components' style sheet and react-intl's context must exist at run time, or
// contexts (theme, intl, Apollo client, router) silently split between the shell and a remote.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./frontends');

function versionOf(pkg) {
  // Read from the installed package so requiredVersion follows package-lock, not a hand-kept list. From the folder
  // of the package's entry up to its package.json: a package whose exports map leaves out ./package.json
  // (react-intl) cannot be asked for it by name.
  let dir = path.dirname(require.resolve(pkg, { paths: [root] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === pkg) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${pkg} above its entry`);
    dir = parent;
  }
}

function sharedSingletons() {
  const singleton = (pkg, version) => ({
    singleton: true,
    // Not eager: the shell crosses an async import('./bootstrap') boundary so the share scope is
    // negotiated before anything renders, and no remote pays for a copy it will not use.
    eager: false,
    requiredVersion: `^${version}`,
  });
  const apollo = versionOf('@apollo/client');
  return {
    react: singleton('react', versionOf('react')),
    'react-dom': singleton('react-dom', versionOf('react-dom')),
    // Every module compiled from JSX imports it: shared, the page holds one copy, not one per chunk that uses it.
    'react/jsx-runtime': singleton('react/jsx-runtime', versionOf('react')),
    // The slim declarative-router build (react-router-dom.mjs explains why); still the one shared router.
    'react-router-dom': {
      ...singleton('react-router-dom', versionOf('react-router-dom')),
      import: path.join(__dirname, 'react-router-dom.mjs'),
      version: versionOf('react-router-dom'),
    },
    // Apollo Client 4 moved the React hooks to a subpath; both halves must be the shell's copy so the
    // remotes' useQuery sees the shell's client and cache.
    // The names the front ends use only (apollo-client.mjs explains why); still the one shared client.
    '@apollo/client': {
      ...singleton('@apollo/client', apollo),
      import: path.join(__dirname, 'apollo-client.mjs'),
      version: apollo,
    },
    '@apollo/client/react': singleton('@apollo/client/react', apollo),
    'styled-components': singleton('styled-components', versionOf('styled-components')),
    'react-intl': singleton('react-intl', versionOf('react-intl')),
    '@stays/ui': { singleton: true, eager: false, requiredVersion: false },
    // The kit's pieces a public page's first view does not draw, each loaded by the pages that use it.
    '@stays/ui/forms': { singleton: true, eager: false, requiredVersion: false },
    '@stays/ui/tabs': { singleton: true, eager: false, requiredVersion: false },
    '@stays/ui/tooltip': { singleton: true, eager: false, requiredVersion: false },
    // The work areas' pieces: one copy for the host, staff and admin remotes, never on a public page.
    '@stays/ui/portal': { singleton: true, eager: false, requiredVersion: false },
    '@stays/platform': { singleton: true, eager: false, requiredVersion: false },
    // Apollo Client's half of the platform: one copy, loaded by what writes or follows the cache.
    '@stays/platform/apollo': { singleton: true, eager: false, requiredVersion: false },
    // The platform's pieces the landing and a search do not use, each loaded by the pages that use it.
    '@stays/platform/bookings': { singleton: true, eager: false, requiredVersion: false },
    '@stays/platform/forms': { singleton: true, eager: false, requiredVersion: false },
  };
}

module.exports = { sharedSingletons };
